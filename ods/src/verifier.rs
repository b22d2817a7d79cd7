//! Structural verification (MLIR's `Verifier.cpp`): per-op verifiers, block
//! terminators, successors, and SSA dominance across blocks and nested regions.

use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Block, Context, OpTraits, Operation, Region, Value, ValueDef};
use hashbrown::HashMap;

/// An operation verifier: returns the first error with its notes.
pub type VerifyFn = fn(&Context, Operation) -> Result<(), Diagnostic>;

impl Context {
    /// An error at `op`'s location, with MLIR's `see current operation` note
    /// unless disabled (as `--verify-diagnostics` does).
    pub fn op_error(&self, op: Operation, msg: impl Into<String>) -> Diagnostic {
        let loc = self.op_loc(op);
        let mut d = Diagnostic::error(loc, msg);
        if self.print_op_on_diagnostic() {
            let text = crate::asm::print_op_for_diagnostic(self, op);
            let sep = if text.contains('\n') { "\n" } else { "" };
            d.attach_note(loc, format!("see current operation: {sep}{text}"));
        }
        d
    }

    /// `'name' op msg` (MLIR `emitOpError`).
    pub fn emit_op_error(&self, op: Operation, msg: impl AsRef<str>) -> Diagnostic {
        let name = String::from_utf8_lossy(self.op_name_str(self.op_name_of(op))).into_owned();
        self.op_error(op, format!("'{}' op {}", name, msg.as_ref()))
    }
}

/// Verifies one operation by itself (MLIR's `verifyInvariants`): structural
/// traits, ODS invariants and verifying traits, then the op's own verifier.
/// Nested regions, terminators and dominance are not looked at.
pub fn verify_op_local(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    verify_op_alone(ctx, op, crate::opdef::verify::Parent::Check)
}

/// Verifies a detached `op` as far as it can be without a parent: like
/// [`verify_op_local`], but an op that declares `HasParent` has that trait
/// and its own verifier (which reads the parent, as `func.return`'s does)
/// left to the verification of the op it is later inserted into. This is
/// what the generated builders check when they create an op detached.
pub fn verify_op_detached(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    verify_op_alone(ctx, op, crate::opdef::verify::Parent::Defer)
}

fn verify_op_alone(
    ctx: &Context,
    op: Operation,
    parent: crate::opdef::verify::Parent,
) -> Result<(), Diagnostic> {
    use crate::opdef::verify::Parent;
    let Some(def) = ctx.op_def(op) else {
        return Ok(());
    };
    verify_arity(ctx, op, def)?;
    let mut own_verifier = true;
    if let Some(spec) = def.ods {
        crate::opdef::verify::verify_op_with(ctx, op, spec, parent)?;
        own_verifier = parent == Parent::Check
            || !spec
                .trait_specs
                .iter()
                .any(|t| matches!(t, crate::opdef::OpTraitSpec::HasParent(_)));
    }
    if let Some(f) = def.hooks.verify.filter(|_| own_verifier) {
        f(ctx, op)?;
    }
    Ok(())
}

/// Verifies `op` and everything nested in it. All errors are returned (MLIR
/// verifies isolated-from-above ops independently and reports each failure).
pub fn verify(ctx: &Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
    let mut v = Verifier {
        ctx,
        errors: Vec::new(),
        dom: HashMap::new(),
        order: HashMap::new(),
    };
    let ok = v.verify_op_and_dominance(op);
    if ok && v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

pub(crate) struct DomTree {
    /// Block → index in `order` (reverse post-order); unreachable blocks absent.
    pub(crate) rpo_index: HashMap<Block, usize>,
    /// Immediate dominator of each block, by reverse post-order index (the
    /// entry is its own).
    pub(crate) idom: Vec<usize>,
    /// The reachable blocks in reverse post-order.
    pub(crate) order: Vec<Block>,
    /// Entry and exit numbers of each block (by reverse post-order index) in
    /// a depth-first walk of the dominator tree: `a` dominates `b` iff
    /// `b`'s interval nests in `a`'s, a constant-time question (walking up
    /// the `idom` chain was quadratic in a long chain of blocks).
    pub(crate) enter: Vec<u32>,
    pub(crate) exit: Vec<u32>,
}

impl DomTree {
    /// Whether the block at reverse post-order index `a` properly dominates
    /// the one at `b`.
    pub(crate) fn properly_dominates(&self, a: usize, b: usize) -> bool {
        a != b && self.enter[a] < self.enter[b] && self.exit[b] < self.exit[a]
    }
}

struct Verifier<'c> {
    ctx: &'c Context,
    errors: Vec<Diagnostic>,
    dom: HashMap<Region, DomTree>,
    /// Positions of the ops of blocks whose order numbers in the context
    /// are stale (ops were inserted mid-block since they were assigned),
    /// numbered once per block here: walking the block for every use made
    /// verifying such a block quadratic.
    order: HashMap<Block, HashMap<Operation, u32>>,
}

fn block_successors(ctx: &Context, b: Block) -> Vec<Block> {
    match ctx.block_last_op(b) {
        Some(op) => ctx.successors(op).collect(),
        None => Vec::new(),
    }
}

impl Verifier<'_> {
    fn fail(&mut self, d: Diagnostic) -> bool {
        // Diagnostics a verifier emitted before returning its error (MLIR
        // verifiers may report several) come first.
        self.errors.extend(self.ctx.take_diagnostics());
        self.errors.push(d);
        false
    }

    fn verify_op_and_dominance(&mut self, op: Operation) -> bool {
        if !self.verify_operation(op) {
            return false;
        }
        if self.ctx.num_regions(op) != 0 && !self.verify_dominance_of_regions(op) {
            return false;
        }
        true
    }

    fn may_be_valid_without_terminator(&self, b: Block) -> bool {
        let Some(r) = self.ctx.block_region(b) else {
            return true;
        };
        if !self.ctx.region_has_one_block(r) {
            return false;
        }
        match self.ctx.region_parent(r) {
            None => true,
            Some(op) => self.ctx.might_have_trait(op, OpTraits::NO_TERMINATOR),
        }
    }

    fn verify_block(&mut self, b: Block, isolated: &mut Vec<Operation>) -> bool {
        let ctx = self.ctx;
        if ctx.block_is_empty(b) {
            if self.may_be_valid_without_terminator(b) {
                return true;
            }
            let parent = ctx.block_parent_op(b).expect("block in an op's region");
            let d = Diagnostic::error(
                ctx.op_loc(parent),
                "empty block: expect at least a terminator",
            );
            return self.fail(d);
        }
        let last = ctx.block_last_op(b).unwrap();
        let mut cur = ctx.block_first_op(b);
        while let Some(op) = cur {
            if ctx.num_successors(op) != 0 && op != last {
                let d = ctx.op_error(
                    op,
                    "operation with block successors must terminate its parent block",
                );
                return self.fail(d);
            }
            if ctx.num_regions(op) != 0 && ctx.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
                isolated.push(op);
            } else if !self.verify_operation(op) {
                return false;
            }
            cur = ctx.next_op(op);
        }
        let region = ctx.block_region(b);
        for s in block_successors(ctx, b) {
            if ctx.block_region(s) != region {
                let d = ctx.emit_op_error(last, "branching to block of a different region");
                return self.fail(d);
            }
        }
        if self.may_be_valid_without_terminator(b) {
            return true;
        }
        if !ctx.might_have_trait(last, OpTraits::IS_TERMINATOR) {
            let text = crate::asm::print_op_for_diagnostic(ctx, last);
            let sep = if text.contains('\n') { "\n" } else { "" };
            let d = ctx.op_error(last, format!("block with no terminator, has {sep}{text}"));
            return self.fail(d);
        }
        true
    }

    fn verify_operation(&mut self, op: Operation) -> bool {
        let ctx = self.ctx;
        let def = ctx.op_def(op);
        if let Err(d) = verify_op_local(ctx, op) {
            return self.fail(d);
        }
        let mut isolated = Vec::new();
        for (i, r) in ctx.regions(op).enumerate() {
            let blocks = ctx.region_blocks(r);
            if def.is_some_and(|d| d.traits.contains(OpTraits::HAS_ONLY_GRAPH_REGION))
                && blocks.len() > 1
            {
                let d = ctx.emit_op_error(
                    op,
                    format!("expects graph region #{i} to have 0 or 1 blocks"),
                );
                return self.fail(d);
            }
            let Some(&entry) = blocks.first() else {
                continue;
            };
            if !ctx.has_no_predecessors(entry) {
                let d = Diagnostic::error(
                    ctx.op_loc(op),
                    "entry block of region may not have predecessors",
                );
                return self.fail(d);
            }
            for b in blocks {
                if !self.verify_block(b, &mut isolated) {
                    return false;
                }
            }
        }
        // Isolated ops are independent: verify all, report every failure.
        let mut ok = true;
        for iso in isolated {
            ok &= self.verify_op_and_dominance(iso);
        }
        if !ok {
            return false;
        }
        if def.is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE)) {
            if let Err(d) = verify_isolated_from_above(ctx, op) {
                return self.fail(d);
            }
        }
        if def.is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
            if let Err(d) = crate::symbol_table::verify_symbol_table(ctx, op) {
                return self.fail(d);
            }
        }
        if let Some(spec) = def.and_then(|d| d.ods) {
            if let Err(d) = crate::opdef::verify::verify_region_traits(ctx, op, spec) {
                return self.fail(d);
            }
        }
        if let Some(f) = def.and_then(|d| d.hooks.verify_regions) {
            if let Err(d) = f(ctx, op) {
                return self.fail(d);
            }
        }
        if def.is_some() {
            return true;
        }
        let dialect = ctx.op_name_dialect(ctx.op_name_of(op));
        match ctx.dialect(dialect) {
            None => {
                if !ctx.allows_unregistered_dialects() {
                    let d = ctx.emit_op_error(
                        op,
                        "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                    );
                    return self.fail(d);
                }
                true
            }
            Some(info) if !info.allows_unknown_ops => {
                let name =
                    String::from_utf8_lossy(ctx.op_name_str(ctx.op_name_of(op))).into_owned();
                let dname = String::from_utf8_lossy(ctx.str(dialect)).into_owned();
                let d = ctx.op_error(
                    op,
                    format!("unregistered operation '{name}' found in dialect ('{dname}') that does not allow unknown operations"),
                );
                self.fail(d)
            }
            Some(_) => true,
        }
    }

    // ------------------------------------------------------------- dominance

    fn dom_tree(&mut self, r: Region) -> &DomTree {
        if !self.dom.contains_key(&r) {
            let t = build_dom_tree(self.ctx, r);
            self.dom.insert(r, t);
        }
        &self.dom[&r]
    }

    fn is_reachable(&mut self, b: Block) -> bool {
        let r = self.ctx.block_region(b).expect("block in region");
        if self.ctx.region_entry(r) == Some(b) {
            return true;
        }
        self.dom_tree(r).rpo_index.contains_key(&b)
    }

    /// LLVM semantics: unreachable `b` is dominated by anything; unreachable
    /// `a` dominates nothing.
    fn block_properly_dominates_same_region(&mut self, a: Block, b: Block) -> bool {
        if a == b {
            return false;
        }
        let r = self.ctx.block_region(a).unwrap();
        let t = self.dom_tree(r);
        let Some(&bi) = t.rpo_index.get(&b) else {
            return true;
        };
        let Some(&ai) = t.rpo_index.get(&a) else {
            return false;
        };
        t.properly_dominates(ai, bi)
    }

    fn block_dominates(&mut self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let ar = self.ctx.block_region(a).unwrap();
        let mut b = b;
        if Some(ar) != self.ctx.block_region(b) {
            match self.ctx.find_ancestor_block_in_region(ar, b) {
                Some(x) => b = x,
                None => return false,
            }
            if a == b {
                return true;
            }
        }
        self.block_properly_dominates_same_region(a, b)
    }

    /// Multi-block regions are always CFGs with SSA dominance; a single-block
    /// region is a graph region if its op is unregistered (it might be one)
    /// or declares graph regions.
    fn has_ssa_dominance(&self, b: Block) -> bool {
        let Some(r) = self.ctx.block_region(b) else {
            return true;
        };
        if self
            .ctx
            .next_block(self.ctx.region_entry(r).unwrap())
            .is_some()
        {
            return true;
        }
        match self.ctx.region_parent(r) {
            None => true,
            Some(op) => match self.ctx.op_def(op) {
                None => false,
                Some(d) => !d.traits.contains(OpTraits::HAS_ONLY_GRAPH_REGION),
            },
        }
    }

    fn properly_dominates(&mut self, v: Value, user: Operation) -> bool {
        let ctx = self.ctx;
        match ctx.value_def(v) {
            ValueDef::BlockArgument(b, _) => {
                let ub = ctx.op_block(user).unwrap();
                self.block_dominates(b, ub)
            }
            ValueDef::Result(def, _) => {
                let (Some(ab), Some(_)) = (ctx.op_block(def), ctx.op_block(user)) else {
                    return false;
                };
                if def == user {
                    // An op dominates itself only in a graph region.
                    return !self.has_ssa_dominance(ab);
                }
                let ar = ctx.block_region(ab).unwrap();
                let mut b = user;
                if Some(ar) != ctx.op_region(b) {
                    match ctx.find_ancestor_op_in_region(ar, b) {
                        Some(x) => b = x,
                        None => return false,
                    }
                }
                let bb = ctx.op_block(b).unwrap();
                if ab == bb {
                    if !self.has_ssa_dominance(ab) {
                        return true;
                    }
                    if def == b {
                        return false;
                    }
                    return self.is_before_in_block(def, b);
                }
                self.block_properly_dominates_same_region(ab, bb)
            }
        }
    }

    fn is_before_in_block(&mut self, a: Operation, b: Operation) -> bool {
        // Order numbers are maintained on append; walk if unsure.
        let ctx = self.ctx;
        let block = ctx.op_block(a).unwrap();
        if ctx.block_order_valid(block) {
            return ctx.op_order(a) < ctx.op_order(b);
        }
        let order = self.order.entry(block).or_insert_with(|| {
            let mut positions = HashMap::new();
            let mut cur = ctx.block_first_op(block);
            let mut i = 0u32;
            while let Some(o) = cur {
                positions.insert(o, i);
                i += 1;
                cur = ctx.next_op(o);
            }
            positions
        });
        order.get(&a) < order.get(&b)
    }

    fn verify_dominance_of_regions(&mut self, op: Operation) -> bool {
        let ctx = self.ctx;
        // Explicit stack: (op) whose regions still need checking.
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            let mut nested = Vec::new();
            for r in ctx.regions(op) {
                for b in ctx.region_blocks(r) {
                    let reachable = self.is_reachable(b);
                    let mut cur = ctx.block_first_op(b);
                    while let Some(o) = cur {
                        if reachable {
                            let n = ctx.num_operands(o);
                            for i in 0..n {
                                let v = ctx.operand(o, i);
                                if !self.properly_dominates(v, o) {
                                    let d = self.invalid_dominance(o, i);
                                    return self.fail(d);
                                }
                            }
                        }
                        if ctx.num_regions(o) != 0
                            && !ctx.has_trait(o, OpTraits::ISOLATED_FROM_ABOVE)
                        {
                            nested.push(o);
                        }
                        cur = ctx.next_op(o);
                    }
                }
            }
            // Keep MLIR's depth-first order: nested regions of earlier ops first.
            stack.extend(nested.into_iter().rev());
        }
        true
    }

    fn invalid_dominance(&self, op: Operation, i: usize) -> Diagnostic {
        let ctx = self.ctx;
        let mut d = ctx.op_error(op, format!("operand #{i} does not dominate this use"));
        let v = ctx.operand(op, i);
        let b1 = ctx.op_block(op).unwrap();
        let r1 = ctx.block_region(b1).unwrap();
        match ctx.value_def(v) {
            ValueDef::Result(def, _) => {
                let b2 = ctx.op_block(def).unwrap();
                let r2 = ctx.block_region(b2).unwrap();
                let rel = if b1 == b2 {
                    " (op in the same block)"
                } else if r1 == r2 {
                    " (op in the same region)"
                } else if r2 != r1 && ctx.region_is_ancestor(r2, r1) {
                    " (op in a parent region)"
                } else if r1 != r2 && ctx.region_is_ancestor(r1, r2) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                d.attach_note(ctx.op_loc(def), format!("operand defined here{rel}"));
            }
            ValueDef::BlockArgument(b2, _) => {
                let loc = ctx
                    .block_parent_op(b2)
                    .map(|p| ctx.op_loc(p))
                    .unwrap_or_else(|| unknown_loc(ctx));
                let Some(r2) = ctx.block_region(b2) else {
                    d.attach_note(loc, " (block without parent)");
                    return d;
                };
                let index = ctx
                    .region_blocks(r2)
                    .iter()
                    .position(|&x| x == b2)
                    .unwrap_or(0);
                let rel = if r1 == r2 {
                    " in the same region)"
                } else if ctx.region_is_ancestor(r2, r1) {
                    " in a parent region)"
                } else if ctx.region_is_ancestor(r1, r2) {
                    " in a child region)"
                } else {
                    " neither in a parent nor in a child region)"
                };
                d.attach_note(
                    loc,
                    format!("operand defined as a block argument (block #{index}{rel}"),
                );
            }
        }
        d
    }
}

fn unknown_loc(ctx: &Context) -> crate::ir::Location {
    ctx.lookup_attr(&AttrKind::UnknownLoc)
        .expect("unknown location is pre-interned")
}

/// Cooper-Harvey-Kennedy iterative dominators over the region's CFG.
pub(crate) fn build_dom_tree(ctx: &Context, r: Region) -> DomTree {
    let Some(entry) = ctx.region_entry(r) else {
        return DomTree {
            rpo_index: HashMap::new(),
            idom: Vec::new(),
            order: Vec::new(),
            enter: Vec::new(),
            exit: Vec::new(),
        };
    };
    // Iterative DFS post-order.
    let mut post = Vec::new();
    let mut visited: HashMap<Block, ()> = HashMap::new();
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    visited.insert(entry, ());
    while let Some((b, i)) = stack.pop() {
        let succs = block_successors(ctx, b);
        if i < succs.len() {
            stack.push((b, i + 1));
            let s = succs[i];
            if ctx.block_region(s) == Some(r) && !visited.contains_key(&s) {
                visited.insert(s, ());
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    let order = post;
    let rpo_index: HashMap<Block, usize> = order.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
    for (i, &b) in order.iter().enumerate() {
        for s in block_successors(ctx, b) {
            if let Some(&si) = rpo_index.get(&s) {
                preds[si].push(i);
            }
        }
    }
    const UNDEF: usize = usize::MAX;
    let mut idom = vec![UNDEF; order.len()];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..order.len() {
            let mut new = UNDEF;
            for &p in &preds[i] {
                if idom[p] == UNDEF {
                    continue;
                }
                new = if new == UNDEF {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != UNDEF && idom[i] != new {
                idom[i] = new;
                changed = true;
            }
        }
    }
    // Number the dominator tree depth-first.
    let n = order.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &d) in idom.iter().enumerate().skip(1) {
        children[d].push(i);
    }
    let (mut enter, mut exit) = (vec![0u32; n], vec![0u32; n]);
    let mut clock = 0u32;
    let mut walk: Vec<(usize, usize)> = vec![(0, 0)];
    enter[0] = clock;
    while let Some(top) = walk.last_mut() {
        let (node, next) = *top;
        if let Some(&child) = children[node].get(next) {
            top.1 += 1;
            clock += 1;
            enter[child] = clock;
            walk.push((child, 0));
        } else {
            clock += 1;
            exit[node] = clock;
            walk.pop();
        }
    }
    DomTree {
        rpo_index,
        idom,
        order,
        enter,
        exit,
    }
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

/// The structural ODS traits (`ZeroRegions`, `OneResult`, `NOperands<N>`, ...)
/// in the order mlir-tblgen lists them: regions, results, successors, operands.
fn verify_arity(
    ctx: &Context,
    op: Operation,
    def: &crate::ir::OpDefinition,
) -> Result<(), Diagnostic> {
    use crate::ir::Arity::*;
    let n = ctx.num_regions(op) as u32;
    match def.num_regions {
        Exactly(0) if n != 0 => return Err(ctx.emit_op_error(op, "requires zero regions")),
        Exactly(1) if n != 1 => return Err(ctx.emit_op_error(op, "requires one region")),
        Exactly(k) if n != k => return Err(ctx.emit_op_error(op, format!("expected {k} regions"))),
        AtLeast(k) if n < k => {
            return Err(ctx.emit_op_error(op, format!("expected {k} or more regions")))
        }
        _ => {}
    }
    let n = ctx.num_results(op) as u32;
    match def.num_results {
        Exactly(0) if n != 0 => return Err(ctx.emit_op_error(op, "requires zero results")),
        Exactly(1) if n != 1 => return Err(ctx.emit_op_error(op, "requires one result")),
        Exactly(k) if n != k => return Err(ctx.emit_op_error(op, format!("expected {k} results"))),
        AtLeast(k) if n < k => {
            return Err(ctx.emit_op_error(op, format!("expected {k} or more results")))
        }
        _ => {}
    }
    let n = ctx.num_successors(op) as u32;
    match def.num_successors {
        Exactly(1) if n != 1 => {
            return Err(ctx.emit_op_error(op, format!("requires 1 successor but found {n}")))
        }
        Exactly(k) if n != k => {
            return Err(ctx.emit_op_error(op, format!("requires {k} successors but found {n}")))
        }
        AtLeast(k) if n < k => {
            return Err(ctx.emit_op_error(
                op,
                format!("requires at least {k} successors but found {n}"),
            ))
        }
        _ => {}
    }
    let n = ctx.num_operands(op) as u32;
    match def.num_operands {
        Exactly(0) if n != 0 => return Err(ctx.emit_op_error(op, "requires zero operands")),
        Exactly(1) if n != 1 => return Err(ctx.emit_op_error(op, "requires a single operand")),
        Exactly(k) if n != k => {
            return Err(ctx.emit_op_error(op, format!("expected {k} operands, but found {n}")))
        }
        AtLeast(k) if n < k => {
            return Err(
                ctx.emit_op_error(op, format!("expected {k} or more operands, but found {n}"))
            )
        }
        _ => {}
    }
    Ok(())
}

/// `IsolatedFromAbove`: no operand inside uses a value defined outside.
pub fn verify_isolated_from_above(ctx: &Context, isolated: Operation) -> Result<(), Diagnostic> {
    for region in ctx.regions(isolated) {
        let mut pending = vec![region];
        while let Some(r) = pending.pop() {
            for b in ctx.region_blocks(r) {
                for op in ctx.block_ops_iter(b) {
                    for v in ctx.operands(op) {
                        let Some(vr) = ctx.value_parent_block(v).and_then(|b| ctx.block_region(b))
                        else {
                            return Err(ctx.op_error(op, "operation's operand is unlinked"));
                        };
                        if !ctx.region_is_ancestor(region, vr) {
                            let mut d =
                                ctx.emit_op_error(op, "using value defined outside the region");
                            d.attach_note(
                                ctx.op_loc(isolated),
                                "required by region isolation constraints",
                            );
                            return Err(d);
                        }
                    }
                    if ctx.num_regions(op) != 0 && !ctx.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
                    {
                        pending.extend(ctx.regions(op));
                    }
                }
            }
        }
    }
    Ok(())
}
