//! Attribute and type aliases (`#map`, `#loc3`, `!tuple`), collected by
//! visiting the IR in printing order exactly like MLIR's alias initializer.

use super::PrintFlags;
use crate::ir::{AttrKind, Attribute, Context, Operation, Type, TypeKind};
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
            index: HashMap::new(),
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
    index: HashMap<Sym, usize>,
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
        if let Some(&i) = self.index.get(&sym) {
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
        self.index.insert(sym, idx);
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut child = |this: &mut Self, s: Sym, el: bool| {
            let (d, i) = this.visit(s, deferred, el);
            children.push(i);
            max_depth = max_depth.max(d);
        };
        match sym {
            Sym::Attr(a) => {
                let k = self.ctx.attr_kind(a).clone();
                match &k {
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
                    AttrKind::NameLoc { child: c, .. } => {
                        if !matches!(self.ctx.attr_kind(*c), AttrKind::UnknownLoc) {
                            child(self, Sym::Attr(*c), false);
                        }
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
                let k = self.ctx.type_kind(t).clone();
                match &k {
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
            Block(crate::ir::Block),
            Tail(Operation),
            Sym(AliasVisit),
        }
        let mut stack = vec![Work::Op(op)];
        while let Some(w) = stack.pop() {
            match w {
                Work::Op(op) => {
                    if flags.debug_info {
                        let l = self.ctx.op_loc(op);
                        self.visit(Sym::Attr(l), true, false);
                    }
                    let custom = if flags.generic {
                        None
                    } else {
                        self.ctx.op_def(op).and_then(|d| d.alias_visit)
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
                    let blocks: Vec<_> = self
                        .ctx
                        .regions(op)
                        .flat_map(|r| self.ctx.region_blocks(r))
                        .collect();
                    for b in blocks.into_iter().rev() {
                        stack.push(Work::Block(b));
                    }
                }
                Work::Block(b) => {
                    for (i, &a) in self.ctx.block_args(b).iter().enumerate() {
                        let t = self.ctx.value_type(a);
                        self.ty(t);
                        if flags.debug_info {
                            let l = self.ctx.block_arg_loc(b, i);
                            self.visit(Sym::Attr(l), false, false);
                        }
                    }
                    for o in self.ctx.block_ops(b).into_iter().rev() {
                        stack.push(Work::Op(o));
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
                                for o in self.ctx.block_ops(b).into_iter().rev() {
                                    stack.push(Work::Op(o));
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
        for v in self.ctx.operands(op).collect::<Vec<_>>() {
            let t = self.ctx.value_type(v);
            self.ty(t);
        }
        for v in self.ctx.results(op) {
            let t = self.ctx.value_type(v);
            self.ty(t);
        }
        // Registered ops expose inherent and discardable attributes (merged,
        // sorted by name); properties of unregistered ops are opaque.
        let mut attrs: Vec<crate::ir::NamedAttribute> = self
            .ctx
            .dictionary_entries(self.ctx.discardable_attrs(op))
            .to_vec();
        if self.ctx.is_registered_in_mlir(self.ctx.op_name_of(op)) {
            if let Some(p) = self.ctx.properties(op) {
                attrs.extend_from_slice(self.ctx.dictionary_entries(p));
                attrs.sort_by(|a, b| self.ctx.str(a.name).cmp(self.ctx.str(b.name)));
            }
        }
        for a in attrs {
            self.attr(a.value);
        }
    }
}
