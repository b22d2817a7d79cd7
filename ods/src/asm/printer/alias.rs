//! Attribute and type aliases (`#map`, `#loc3`, `!tuple`), collected by
//! visiting the IR in printing order exactly like MLIR's alias initializer.

use super::PrintFlags;
use crate::ir::{AttrKind, Attribute, Context, Operation, Type, TypeKind};
use crate::opdef::attrdef::Nested;
use hashbrown::HashMap;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Sym {
    Attr(Attribute),
    Type(Type),
}

struct InProgress {
    sym: Sym,
    alias: Option<&'static str>,
    depth: u32,
    is_type: bool,
    can_be_deferred: bool,
    children: Vec<usize>,
}

/// The aliases chosen for one print: symbol → (name, suffix index, deferred).
#[derive(Default)]
pub struct AliasState {
    attrs: HashMap<Attribute, usize>,
    types: HashMap<Type, usize>,
    /// Aliases in definition order: (printed name, symbol is deferrable).
    pub(crate) ordered: Vec<(String, AliasSym, bool)>,
}

/// What a custom printer prints, in order, for alias collection
/// (MLIR runs the custom printer against a dummy printer to learn this).
#[derive(Copy, Clone, Debug)]
pub enum AliasVisit {
    /// An attribute printed with its type.
    Attr(Attribute),
    /// An attribute printed without its type.
    AttrWithoutType(Attribute),
    /// A type.
    Type(Type),
    /// A region printed with entry block arguments.
    Region(crate::ir::Region),
    /// A region printed without entry block arguments.
    RegionNoEntryArgs(crate::ir::Region),
}

/// A symbol that has an alias.
#[derive(Copy, Clone, Debug)]
pub enum AliasSym {
    /// An attribute alias.
    Attr(Attribute),
    /// A type alias.
    Type(Type),
}

impl AliasState {
    /// The alias text of an attribute, if it has one.
    pub fn attr_alias(&self, a: Attribute) -> Option<&str> {
        self.attrs.get(&a).map(|&i| self.ordered[i].0.as_str())
    }

    /// The alias text of a type, if it has one.
    pub fn type_alias(&self, t: Type) -> Option<&str> {
        self.types.get(&t).map(|&i| self.ordered[i].0.as_str())
    }

    /// Collects aliases for printing `root` with `flags`.
    pub fn new(ctx: &Context, root: Operation, flags: &PrintFlags) -> AliasState {
        let mut init = Initializer {
            ctx,
            entries: Vec::new(),
            type_index: Vec::new(),
            attr_index: Vec::new(),
        };
        init.visit_op(root, flags);
        let mut order: Vec<usize> = (0..init.entries.len()).collect();
        let entries = &init.entries;
        order.sort_by(|&a, &b| {
            let (x, y) = (&entries[a], &entries[b]);
            x.depth
                .cmp(&y.depth)
                .then_with(|| y.is_type.cmp(&x.is_type))
                .then_with(|| x.alias.cmp(&y.alias))
        });
        let mut counts: HashMap<&'static str, u32> = HashMap::new();
        let mut state = AliasState::default();
        for i in order {
            let e = &init.entries[i];
            let Some(name) = e.alias else { continue };
            let n = counts.entry(name).or_insert(0);
            let text = if *n == 0 {
                format!("{}{}", if e.is_type { "!" } else { "#" }, name)
            } else {
                format!("{}{}{}", if e.is_type { "!" } else { "#" }, name, n)
            };
            *n += 1;
            let idx = state.ordered.len();
            let sym = match e.sym {
                Sym::Attr(a) => {
                    state.attrs.insert(a, idx);
                    AliasSym::Attr(a)
                }
                Sym::Type(t) => {
                    state.types.insert(t, idx);
                    AliasSym::Type(t)
                }
            };
            state.ordered.push((text, sym, e.can_be_deferred));
        }
        state
    }
}

struct Initializer<'c> {
    ctx: &'c Context,
    entries: Vec<InProgress>,
    /// Entry of each visited type / attribute by id (`NOT_VISITED` if none):
    /// dense, since most ops revisit the same few.
    type_index: Vec<u32>,
    attr_index: Vec<u32>,
}

const NOT_VISITED: u32 = u32::MAX;

impl Initializer<'_> {
    fn index_slot(&mut self, sym: Sym) -> &mut u32 {
        let (v, i) = match sym {
            Sym::Type(t) => (&mut self.type_index, t.index()),
            Sym::Attr(a) => (&mut self.attr_index, a.index()),
        };
        if v.len() <= i {
            v.resize(i + 1, NOT_VISITED);
        }
        &mut v[i]
    }
}

/// The builtin dialect's alias names (`OpAsmDialectInterface::getAlias`).
fn builtin_attr_alias(ctx: &Context, a: Attribute) -> Option<&'static str> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(_) => Some("map"),
        AttrKind::IntegerSet(_) => Some("set"),
        _ if ctx.is_location(a) => Some("loc"),
        AttrKind::Distinct { referenced }
            if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) =>
        {
            Some("distinct")
        }
        _ => None,
    }
}

fn builtin_type_alias(ctx: &Context, t: Type) -> Option<&'static str> {
    match ctx.type_kind(t) {
        TypeKind::Tuple(elems) if elems.len() > 16 => Some("tuple"),
        _ => None,
    }
}

impl Initializer<'_> {
    fn mark_non_deferrable(&mut self, i: usize) {
        if !self.entries[i].can_be_deferred {
            return;
        }
        self.entries[i].can_be_deferred = false;
        for c in self.entries[i].children.clone() {
            self.mark_non_deferrable(c);
        }
    }

    fn visit(&mut self, sym: Sym, deferred: bool, elide_type: bool) -> (u32, usize) {
        let slot = *self.index_slot(sym);
        if slot != NOT_VISITED {
            let i = slot as usize;
            if !deferred {
                self.mark_non_deferrable(i);
            }
            return (self.entries[i].depth, i);
        }
        let idx = self.entries.len();
        let (alias, is_type) = match sym {
            Sym::Attr(a) => (builtin_attr_alias(self.ctx, a), false),
            Sym::Type(t) => (builtin_type_alias(self.ctx, t), true),
        };
        self.entries.push(InProgress {
            sym,
            alias,
            depth: alias.is_some() as u32,
            is_type,
            can_be_deferred: alias.is_some() && deferred,
            children: Vec::new(),
        });
        *self.index_slot(sym) = idx as u32;
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut child = |this: &mut Self, s: Sym, el: bool| {
            let (d, i) = this.visit(s, deferred, el);
            children.push(i);
            max_depth = max_depth.max(d);
        };
        match sym {
            Sym::Attr(a) => {
                let ctx = self.ctx;
                match ctx.attr_kind(a) {
                    AttrKind::AffineMap(_)
                    | AttrKind::DenseArray { .. }
                    | AttrKind::Float { .. }
                    | AttrKind::Integer { .. }
                    | AttrKind::IntegerSet(_)
                    | AttrKind::Unit => {}
                    AttrKind::Distinct { referenced } => child(self, Sym::Attr(*referenced), false),
                    AttrKind::Dictionary(entries) => {
                        for e in entries.iter() {
                            // MLIR visits the name (a StringAttr) too; it never has an
                            // alias and adds nothing observable, so it is skipped.
                            child(self, Sym::Attr(e.value), false);
                        }
                    }
                    AttrKind::Array(elems) => {
                        for e in elems.iter() {
                            child(self, Sym::Attr(*e), false);
                        }
                    }
                    AttrKind::Type(t) => child(self, Sym::Type(*t), false),
                    AttrKind::NameLoc { child: c, .. }
                        if !matches!(self.ctx.attr_kind(*c), AttrKind::UnknownLoc) =>
                    {
                        child(self, Sym::Attr(*c), false);
                    }
                    AttrKind::CallSiteLoc { callee, caller } => {
                        child(self, Sym::Attr(*callee), false);
                        child(self, Sym::Attr(*caller), false);
                    }
                    AttrKind::FusedLoc { locs, metadata } => {
                        if let Some(m) = metadata {
                            child(self, Sym::Attr(*m), false);
                        }
                        for l in locs.iter() {
                            child(self, Sym::Attr(*l), false);
                        }
                    }
                    AttrKind::Dialect { def, params } => {
                        // What the dialect's printer prints, in order.
                        for n in crate::opdef::attrdef::nested_printed(ctx, def, params) {
                            match n {
                                Nested::Type(t) => child(self, Sym::Type(t), false),
                                Nested::Attr(a) => child(self, Sym::Attr(a), false),
                            }
                        }
                    }
                    _ => {}
                }
                if !elide_type {
                    if let Some(t) = self.ctx.attr_type(a) {
                        if !self.ctx.is_none_type(t) {
                            child(self, Sym::Type(t), false);
                        }
                    }
                }
            }
            Sym::Type(t) => {
                let ctx = self.ctx;
                match ctx.type_kind(t) {
                    TypeKind::MemRef {
                        elem,
                        layout,
                        memory_space,
                        ..
                    } => {
                        child(self, Sym::Type(*elem), false);
                        if let Some(l) = layout {
                            child(self, Sym::Attr(*l), false);
                        }
                        if let Some(m) = memory_space {
                            child(self, Sym::Attr(*m), false);
                        }
                    }
                    TypeKind::Complex(e) | TypeKind::UnrankedTensor { elem: e } => {
                        child(self, Sym::Type(*e), false)
                    }
                    TypeKind::Vector { elem, .. } => child(self, Sym::Type(*elem), false),
                    TypeKind::RankedTensor { elem, encoding, .. } => {
                        child(self, Sym::Type(*elem), false);
                        if let Some(e) = encoding {
                            child(self, Sym::Attr(*e), false);
                        }
                    }
                    TypeKind::UnrankedMemRef { elem, memory_space } => {
                        child(self, Sym::Type(*elem), false);
                        if let Some(m) = memory_space {
                            child(self, Sym::Attr(*m), false);
                        }
                    }
                    TypeKind::Tuple(elems) => {
                        for e in elems.iter() {
                            child(self, Sym::Type(*e), false);
                        }
                    }
                    TypeKind::Function { inputs, results } => {
                        for e in inputs.iter().chain(results.iter()) {
                            child(self, Sym::Type(*e), false);
                        }
                    }
                    TypeKind::Dialect { def, params } => {
                        for n in crate::opdef::attrdef::nested_printed(ctx, def, params) {
                            match n {
                                Nested::Type(t) => child(self, Sym::Type(t), false),
                                Nested::Attr(a) => child(self, Sym::Attr(a), false),
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        self.entries[idx].children = children;
        if max_depth > 0 {
            self.entries[idx].depth = max_depth + 1;
        }
        (self.entries[idx].depth, idx)
    }

    fn attr(&mut self, a: Attribute) {
        self.visit(Sym::Attr(a), false, false);
    }

    fn ty(&mut self, t: Type) {
        self.visit(Sym::Type(t), false, false);
    }

    fn visit_op(&mut self, op: Operation, flags: &PrintFlags) {
        // Explicit stack so deeply nested IR cannot overflow the call stack.
        enum Work {
            Op(Operation),
            /// The ops of a block from this one on.
            Ops(Operation),
            Block(crate::ir::Block),
            Tail(Operation),
            Sym(AliasVisit),
        }
        let mut stack = vec![Work::Op(op)];
        let ctx = self.ctx;
        while let Some(w) = stack.pop() {
            match w {
                Work::Ops(op) => {
                    if let Some(next) = ctx.next_op(op) {
                        stack.push(Work::Ops(next));
                    }
                    stack.push(Work::Op(op));
                }
                Work::Op(op) => {
                    if flags.debug_info {
                        let l = self.ctx.op_loc(op);
                        self.visit(Sym::Attr(l), true, false);
                    }
                    let custom = if flags.generic {
                        None
                    } else {
                        self.ctx.op_def(op).and_then(|d| d.hooks.alias_visit)
                    };
                    if let Some(f) = custom {
                        // Custom syntax: visit what the custom printer prints, in order.
                        for item in f(self.ctx, op).into_iter().rev() {
                            stack.push(Work::Sym(item));
                        }
                        continue;
                    }
                    // Generic form: regions first, then types and attributes.
                    stack.push(Work::Tail(op));
                    for r in ctx.regions(op).rev() {
                        for b in ctx.region_blocks(r).into_iter().rev() {
                            stack.push(Work::Block(b));
                        }
                    }
                }
                Work::Block(b) => {
                    for (i, &a) in ctx.block_args(b).iter().enumerate() {
                        self.ty(ctx.value_type(a));
                        if flags.debug_info {
                            let l = ctx.block_arg_loc(b, i);
                            self.visit(Sym::Attr(l), false, false);
                        }
                    }
                    if let Some(first) = ctx.block_first_op(b) {
                        stack.push(Work::Ops(first));
                    }
                }
                Work::Tail(op) => self.op_tail(op),
                Work::Sym(item) => match item {
                    AliasVisit::Attr(a) => self.attr(a),
                    AliasVisit::AttrWithoutType(a) => {
                        self.visit(Sym::Attr(a), false, true);
                    }
                    AliasVisit::Type(t) => self.ty(t),
                    AliasVisit::Region(r) => {
                        for b in self.ctx.region_blocks(r).into_iter().rev() {
                            stack.push(Work::Block(b));
                        }
                    }
                    AliasVisit::RegionNoEntryArgs(r) => {
                        let blocks = self.ctx.region_blocks(r);
                        for (i, b) in blocks.into_iter().enumerate().rev() {
                            if i == 0 {
                                if let Some(first) = ctx.block_first_op(b) {
                                    stack.push(Work::Ops(first));
                                }
                            } else {
                                stack.push(Work::Block(b));
                            }
                        }
                    }
                },
            }
        }
    }

    fn op_tail(&mut self, op: Operation) {
        let ctx = self.ctx;
        for v in ctx.operands(op) {
            self.ty(ctx.value_type(v));
        }
        for v in ctx.results(op) {
            self.ty(ctx.value_type(v));
        }
        // Registered ops expose inherent and discardable attributes (merged,
        // sorted by name, discardable first on ties); properties of
        // unregistered ops are opaque. Both dictionaries are sorted already.
        let discardable = ctx.dictionary_entries(ctx.discardable_attrs(op));
        let inherent = match ctx.properties(op) {
            Some(p) if ctx.is_registered_in_mlir(ctx.op_name_of(op)) => ctx.dictionary_entries(p),
            _ => &[],
        };
        let (mut i, mut j) = (0, 0);
        while i < discardable.len() || j < inherent.len() {
            let take_discardable = j == inherent.len()
                || (i < discardable.len()
                    && ctx.str(discardable[i].name) <= ctx.str(inherent[j].name));
            let a = if take_discardable {
                i += 1;
                discardable[i - 1]
            } else {
                j += 1;
                inherent[j - 1]
            };
            self.attr(a.value);
        }
    }
}
