//! The greedy pattern rewrite driver (MLIR `applyPatternsGreedily` on a
//! region), as MLIR 22 runs it:
//!
//! * each iteration seeds a LIFO worklist with every op of the region
//!   (pre-order and reversed when top-down, post-order otherwise); constants
//!   met while seeding are de-duplicated and hoisted to the start of the
//!   entry block of the nearest isolated-from-above region
//!   (`OperationFolder::insertKnownConstant`);
//! * popping an op: erase it if trivially dead, else fold it
//!   (materializing constants just before it), else try the patterns;
//! * every change made through the [`PatternRewriter`] re-queues the ops it
//!   touches (users of replaced values, defining ops of erased operands);
//! * after the worklist is empty, unreachable blocks are erased and region
//!   DCE runs; the driver iterates until nothing changes or
//!   `max_iterations` is reached.

use super::fold::{fold_op, operand_constants, FoldResult, OpFoldResult};
use super::pattern::FrozenRewritePatternSet;
use super::region::{erase_unreachable_blocks, simplify_regions};
use super::rewriter::{InsertPoint, Listener, PatternRewriter};
use super::side_effects::is_op_trivially_dead;
use crate::ir::{Attribute, Block, Context, OpTraits, Operation, Region, Type, Value};
use crate::support::interner::StrId;
use cranelift_entity::SecondaryMap;
use hashbrown::HashMap;

/// How much control-flow simplification runs between iterations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks and dead values (MLIR's default).
    Normal,
    /// `Normal` plus block merging (not implemented: runs as `Normal`).
    Aggressive,
}

/// `GreedyRewriteConfig`.
#[derive(Clone, Debug)]
pub struct GreedyRewriteConfig {
    /// Seed the worklist in pre-order (the canonicalizer's default) instead
    /// of post-order.
    pub top_down: bool,
    /// Iterations before giving up (`None`: no limit).
    pub max_iterations: Option<u64>,
    /// Pattern applications per iteration (`None`: no limit).
    pub max_num_rewrites: Option<u64>,
    /// Region simplification level.
    pub region_simplification: RegionSimplification,
    /// Fold ops.
    pub fold: bool,
    /// De-duplicate and hoist constants while seeding.
    pub cse_constants: bool,
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            top_down: false,
            max_iterations: Some(10),
            max_num_rewrites: None,
            region_simplification: RegionSimplification::Normal,
            fold: true,
            cse_constants: true,
        }
    }
}

/// A LIFO worklist with set semantics and O(1) removal. Positions live in
/// a dense side table indexed by the operation's entity number (no hashing:
/// the driver pushes every op of the scope at least once per iteration).
#[derive(Default)]
struct Worklist {
    list: Vec<Option<Operation>>,
    /// `position[op] - 1` is `op`'s slot in `list`; 0 when absent.
    position: SecondaryMap<Operation, u32>,
}

impl Worklist {
    fn clear(&mut self) {
        self.list.clear();
        self.position.clear();
    }
    fn push(&mut self, op: Operation) {
        if self.position[op] != 0 {
            return;
        }
        self.list.push(Some(op));
        self.position[op] = self.list.len() as u32;
    }
    fn contains(&self, op: Operation) -> bool {
        self.position[op] != 0
    }
    fn pop(&mut self) -> Option<Operation> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.position[op] = 0;
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: Operation) {
        let p = std::mem::take(&mut self.position[op]);
        if p != 0 {
            self.list[p as usize - 1] = None;
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.position[*op] = i as u32 + 1;
            }
        }
    }
}

/// The driver's listener: keeps the worklist in sync with IR changes.
struct Driver {
    worklist: Worklist,
    scope: Region,
}

impl Driver {
    /// Adds `op` and its ancestors below the scope (nothing if `op` is not
    /// inside the scope).
    fn add_to_worklist(&mut self, ctx: &Context, op: Operation) {
        self.add_with_ancestors(ctx, op, false);
    }

    /// [`Self::add_to_worklist`] while seeding. Nothing is popped then, so
    /// an ancestor already queued was queued with all of its own ancestors:
    /// the walk up can stop there with the same worklist.
    fn add_to_worklist_seeding(&mut self, ctx: &Context, op: Operation) {
        self.add_with_ancestors(ctx, op, true);
    }

    fn add_with_ancestors(&mut self, ctx: &Context, op: Operation, stop_at_queued: bool) {
        // First find where the chain ends (the scope, or a queued ancestor
        // while seeding) without buffering it, then push `op` and its
        // ancestors up to there, innermost first.
        let mut cur = op;
        let end = loop {
            if stop_at_queued && cur != op && self.worklist.contains(cur) {
                break cur;
            }
            let Some(region) = ctx.op_region(cur) else {
                return; // detached: outside the scope
            };
            if region == self.scope {
                break cur;
            }
            match ctx.region_parent(region) {
                Some(p) => cur = p,
                None => return, // not inside the scope
            }
        };
        let mut cur = op;
        while cur != end {
            self.worklist.push(cur);
            let region = ctx.op_region(cur).expect("walked above");
            cur = ctx.region_parent(region).expect("walked above");
        }
        self.worklist.push(end); // (no-op when it is the queued ancestor)
    }

    /// Re-queues the defining ops of `op`'s operands that have at most one
    /// other user: they may be dead, or simpler, once `op` is gone.
    fn add_operands_to_worklist(&mut self, ctx: &Context, op: Operation) {
        for v in ctx.operands(op) {
            let Some(def) = ctx.defining_op(v) else {
                continue;
            };
            let mut other: Option<Operation> = None;
            let mut more = false;
            for user in ctx.users(v) {
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(ctx, def);
            }
        }
    }
}

impl Listener for Driver {
    fn notify_operation_inserted(&mut self, ctx: &Context, op: Operation) {
        self.add_to_worklist(ctx, op);
    }
    fn notify_operation_modified(&mut self, ctx: &Context, op: Operation) {
        self.add_to_worklist(ctx, op);
    }
    fn notify_operation_erased(&mut self, ctx: &Context, op: Operation) {
        self.add_operands_to_worklist(ctx, op);
        self.worklist.remove(op);
    }
}

/// The value a `ConstantLike` op with no operands and one result folds to
/// (MLIR `m_Constant` on an op).
pub fn constant_op_value(ctx: &mut Context, op: Operation) -> Option<Attribute> {
    if ctx.num_operands(op) != 0 || ctx.num_results(op) != 1 {
        return None;
    }
    if !ctx.has_trait(op, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    match fold_op(ctx, op, &[]) {
        FoldResult::Replace(r) => match r.first() {
            Some(OpFoldResult::Attribute(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

/// The region folded constants of ops in `block` go to: the closest one
/// whose parent is isolated from above (or top-level).
fn insertion_region(ctx: &Context, mut block: Block) -> Region {
    loop {
        let region = ctx.block_region(block).expect("block in a region");
        let Some(parent) = ctx.region_parent(region) else {
            return region;
        };
        if ctx.might_have_trait(parent, OpTraits::ISOLATED_FROM_ABOVE) {
            return region;
        }
        match ctx.op_block(parent) {
            Some(b) => block = b,
            None => return region,
        }
    }
}

/// `OperationFolder`'s constant uniquing, as the driver uses it while
/// seeding the worklist.
#[derive(Default)]
struct ConstantUniquer {
    scopes: HashMap<Region, HashMap<(StrId, Attribute, Type), Operation>>,
    owned: hashbrown::HashSet<Operation>,
}

impl ConstantUniquer {
    /// True if `op` stays (hoisted if needed); false if it was replaced by
    /// an equal constant met earlier.
    fn insert_known_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Operation,
        value: Attribute,
    ) -> bool {
        let block = rw.op_block(op).expect("constant in a block");
        let region = insertion_region(rw, block);
        let ty = rw.value_type(rw.result(op, 0));
        let key = (rw.op_dialect(op), value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            let results: Vec<Value> = rw.results(existing).collect();
            rw.replace_op(op, &results);
            return false;
        }
        let insert_block = rw.region_entry(region).expect("non-empty region");
        let front = rw.block_first_op(insert_block).expect("block holds op");
        let prev_owned = rw.prev_op(op).is_some_and(|p| self.owned.contains(&p));
        if block != insert_block || (front != op && !prev_owned) {
            // A direct move, as MLIR's `op->moveBefore`: not a notification.
            rw.ctx_mut().move_op_before(op, front);
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.insert(op);
        true
    }
}

/// The outcome of a greedy rewrite.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GreedyOutcome {
    /// The rewrite reached a fixed point within the iteration limit.
    pub converged: bool,
    /// Anything changed.
    pub changed: bool,
}

/// `applyPatternsGreedily` on each region of `op` (which should be isolated
/// from above).
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    op: Operation,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyOutcome {
    let mut out = GreedyOutcome {
        converged: true,
        changed: false,
    };
    for region in ctx.regions(op).collect::<Vec<_>>() {
        let r = apply_patterns_greedily_region(ctx, region, patterns, config);
        out.converged &= r.converged;
        out.changed |= r.changed;
    }
    out
}

/// `applyPatternsGreedily` on one region.
pub fn apply_patterns_greedily_region(
    ctx: &mut Context,
    region: Region,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyOutcome {
    let mut driver = Driver {
        worklist: Worklist::default(),
        scope: region,
    };
    let mut iteration = 0u64;
    let mut continue_rewrites;
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|m| iteration > m) {
            continue_rewrites = true;
            break;
        }
        driver.worklist.clear();
        seed(ctx, &mut driver, region, config);
        continue_rewrites = false;
        {
            let mut rw = PatternRewriter::new(ctx, &mut driver);
            continue_rewrites |= erase_unreachable_blocks(&mut rw, &[region]);
        }
        continue_rewrites |= process_worklist(ctx, &mut driver, patterns, config);
        if config.region_simplification != RegionSimplification::Disabled {
            let mut rw = PatternRewriter::new(ctx, &mut driver);
            continue_rewrites |= simplify_regions(&mut rw, &[region]);
        }
        if !continue_rewrites {
            break;
        }
    }
    GreedyOutcome {
        converged: !continue_rewrites,
        changed: iteration > 1,
    }
}

/// Fills the worklist for one iteration, uniquing constants on the way.
fn seed(ctx: &mut Context, driver: &mut Driver, region: Region, config: &GreedyRewriteConfig) {
    let mut uniquer = ConstantUniquer::default();
    seed_region(ctx, driver, &mut uniquer, region, config);
    if config.top_down {
        driver.worklist.reverse();
    }
}

fn seed_region(
    ctx: &mut Context,
    driver: &mut Driver,
    uniquer: &mut ConstantUniquer,
    region: Region,
    config: &GreedyRewriteConfig,
) {
    for block in ctx.region_blocks(region) {
        let mut cur = ctx.block_first_op(block);
        while let Some(op) = cur {
            // Captured first: visiting may move or erase `op`.
            cur = ctx.next_op(op);
            if config.top_down {
                if visit_for_seed(ctx, driver, uniquer, op, config) {
                    for r in ctx.regions(op).collect::<Vec<_>>() {
                        seed_region(ctx, driver, uniquer, r, config);
                    }
                }
            } else {
                for r in ctx.regions(op).collect::<Vec<_>>() {
                    seed_region(ctx, driver, uniquer, r, config);
                }
                visit_for_seed(ctx, driver, uniquer, op, config);
            }
        }
    }
}

/// Queues `op` unless it is a duplicate constant (then erased). True if
/// `op` still exists.
fn visit_for_seed(
    ctx: &mut Context,
    driver: &mut Driver,
    uniquer: &mut ConstantUniquer,
    op: Operation,
    config: &GreedyRewriteConfig,
) -> bool {
    if config.cse_constants {
        if let Some(value) = constant_op_value(ctx, op) {
            let mut rw = PatternRewriter::new(ctx, driver);
            if !uniquer.insert_known_constant(&mut rw, op, value) {
                return false;
            }
        }
    }
    driver.add_to_worklist_seeding(ctx, op);
    true
}

/// Processes the worklist; true if the IR changed.
fn process_worklist(
    ctx: &mut Context,
    driver: &mut Driver,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> bool {
    let mut changed = false;
    let mut num_rewrites = 0u64;
    while config.max_num_rewrites.is_none_or(|m| num_rewrites < m) {
        let Some(op) = driver.worklist.pop() else {
            break;
        };
        if is_op_trivially_dead(ctx, op) {
            PatternRewriter::new(ctx, driver).erase_op(op);
            changed = true;
            continue;
        }
        if config.fold && !ctx.has_trait(op, OpTraits::CONSTANT_LIKE) && try_fold(ctx, driver, op) {
            changed = true;
            continue;
        }
        let mut rw = PatternRewriter::new(ctx, driver);
        if patterns.match_and_rewrite(op, &mut rw) {
            changed = true;
            num_rewrites += 1;
        }
    }
    changed
}

/// Folds `op`; true if it was updated in place or replaced.
fn try_fold(ctx: &mut Context, driver: &mut Driver, op: Operation) -> bool {
    let operands = operand_constants(ctx, op);
    match fold_op(ctx, op, &operands) {
        FoldResult::Failure => false,
        FoldResult::InPlace => {
            driver.notify_operation_modified(ctx, op);
            true
        }
        FoldResult::Replace(results) => {
            let loc = ctx.op_loc(op);
            let materialize = ctx.constant_materializer(op);
            let types: Vec<Type> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
            let mut rw = PatternRewriter::new(ctx, driver);
            rw.set_insertion_point(op);
            let mut replacements: Vec<Value> = Vec::with_capacity(results.len());
            let mut created: Vec<Operation> = Vec::new();
            for (r, ty) in results.iter().zip(types) {
                match *r {
                    OpFoldResult::Value(v) => replacements.push(v),
                    OpFoldResult::Attribute(a) => {
                        let state = materialize.and_then(|m| m(rw.ctx_mut(), a, ty, loc));
                        let Some(state) = state else {
                            for c in created {
                                rw.erase_op(c);
                            }
                            return false;
                        };
                        let c = rw.create(state);
                        created.push(c);
                        replacements.push(rw.result(c, 0));
                    }
                }
            }
            rw.replace_op(op, &replacements);
            debug_assert!(rw.insertion_point() != InsertPoint::Before(op));
            true
        }
    }
}
