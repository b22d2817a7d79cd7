//! Region simplification run by the greedy driver between iterations
//! (MLIR `simplifyRegions` at the `normal` level): erase unreachable blocks,
//! then dead-code elimination over the region tree (`runRegionDCE`).

use super::side_effects::would_op_be_trivially_dead;
use super::PatternRewriter;
use crate::ir::{Block, Context, OpTraits, Operation, Region, Value};
use hashbrown::HashSet;

/// `BranchOpInterface`: which operands an op forwards to its successors'
/// block arguments.
pub trait BranchOpInterface {
    /// The operand range passed to the arguments of successor `index`
    /// (MLIR `getSuccessorOperands`; all are forwarded, none produced).
    fn successor_operands(
        &self,
        ctx: &Context,
        op: Operation,
        index: usize,
    ) -> std::ops::Range<usize>;

    /// Removes the operand forwarded to argument `arg` of successor `index`
    /// (ops with operand segments override this to update their sizes).
    fn erase_successor_operand(&self, ctx: &mut Context, op: Operation, index: usize, arg: usize) {
        let at = self.successor_operands(ctx, op, index).start + arg;
        let mut operands: Vec<Value> = ctx.operands(op).collect();
        operands.remove(at);
        ctx.set_operands(op, &operands);
    }
}

/// `simplifyRegions`: true if anything changed.
pub fn simplify_regions(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let a = erase_unreachable_blocks(rw, regions);
    let b = run_region_dce(rw, regions);
    a || b
}

/// Erases blocks not reachable from their region's entry block, recursively.
pub fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks = rw.region_blocks(region);
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() == 1 {
            for op in rw.block_ops(entry) {
                worklist.extend(rw.regions(op));
            }
            continue;
        }
        let mut reachable: HashSet<Block> = HashSet::new();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if reachable.insert(b) {
                stack.extend(rw.block_successors(b));
            }
        }
        for block in blocks {
            if !reachable.contains(&block) {
                drop_all_defined_value_uses(rw, block);
                rw.erase_block(block);
                changed = true;
                continue;
            }
            for op in rw.block_ops(block) {
                worklist.extend(rw.regions(op));
            }
        }
    }
    changed
}

/// `Block::dropAllDefinedValueUses`: uses of the block's arguments and of
/// its ops' results (anywhere) are dropped, so the block can be erased.
fn drop_all_defined_value_uses(rw: &mut PatternRewriter<'_>, block: Block) {
    let mut values: Vec<Value> = rw.block_args(block).to_vec();
    for op in rw.block_ops(block) {
        rw.walk_pre_order(op, &mut |o| values.extend(rw.results(o)));
    }
    let ctx = rw.ctx_mut();
    for v in values {
        for (user, _) in ctx.uses(v) {
            ctx.drop_all_references(user);
        }
    }
}

#[derive(Default)]
struct LiveMap {
    values: HashSet<Value>,
    ops: HashSet<Operation>,
    changed: bool,
}

impl LiveMap {
    fn set_value(&mut self, v: Value) {
        self.changed |= self.values.insert(v);
    }
    fn set_op(&mut self, op: Operation) {
        self.changed |= self.ops.insert(op);
    }
}

/// Blocks of `region` in post-order of the CFG from the entry block.
fn post_order(ctx: &Context, region: Region) -> Vec<Block> {
    let Some(entry) = ctx.region_entry(region) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut seen: HashSet<Block> = HashSet::new();
    seen.insert(entry);
    // (block, successors, next successor index)
    let mut stack: Vec<(Block, Vec<Block>, usize)> = vec![(entry, ctx.block_successors(entry), 0)];
    while let Some(top) = stack.last_mut() {
        if top.2 < top.1.len() {
            let s = top.1[top.2];
            top.2 += 1;
            if seen.insert(s) {
                let succs = ctx.block_successors(s);
                stack.push((s, succs, 0));
            }
        } else {
            out.push(top.0);
            stack.pop();
        }
    }
    out
}

/// A use forwarded to a successor argument that is not live is dead.
fn use_is_known_dead(ctx: &Context, user: Operation, operand: usize, live: &LiveMap) -> bool {
    let Some(branch) = ctx.op_interface::<dyn BranchOpInterface>(user) else {
        return false;
    };
    for s in 0..ctx.num_successors(user) {
        let range = branch.successor_operands(ctx, user, s);
        if range.contains(&operand) {
            let arg = ctx.block_args(ctx.successor(user, s))[operand - range.start];
            return !live.values.contains(&arg);
        }
    }
    false
}

fn process_value(ctx: &Context, v: Value, live: &mut LiveMap) {
    let proved = ctx.uses(v).into_iter().any(|(user, i)| {
        !use_is_known_dead(ctx, user, i as usize, live) && live.ops.contains(&user)
    });
    if proved {
        live.set_value(v);
    }
}

fn propagate_region(ctx: &Context, region: Region, live: &mut LiveMap) {
    let entry = ctx.region_entry(region);
    for block in post_order(ctx, region) {
        let ops = ctx.block_ops(block);
        for op in ops.into_iter().rev() {
            propagate_op(ctx, op, live);
        }
        if Some(block) == entry {
            continue;
        }
        for &arg in ctx.block_args(block) {
            if !live.values.contains(&arg) {
                process_value(ctx, arg, live);
            }
        }
    }
}

fn propagate_op(ctx: &Context, op: Operation, live: &mut LiveMap) {
    for region in ctx.regions(op) {
        propagate_region(ctx, region, live);
    }
    if ctx.might_have_trait(op, OpTraits::IS_TERMINATOR) {
        live.set_op(op);
        match ctx.op_interface::<dyn BranchOpInterface>(op) {
            None => {
                for s in ctx.successors(op) {
                    for &a in ctx.block_args(s) {
                        live.set_value(a);
                    }
                }
            }
            Some(_) => {
                // Produced operands (none here) would be live; forwarded ones
                // are decided by their arguments' liveness.
            }
        }
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_op_be_trivially_dead(ctx, op) {
        live.set_op(op);
        return;
    }
    for r in ctx.results(op) {
        process_value(ctx, r, live);
    }
    if ctx.results(op).any(|r| live.values.contains(&r)) {
        live.set_op(op);
    }
}

/// `runRegionDCE`: erases ops whose results are not live and dead
/// successor arguments (non-entry blocks). True if anything was erased.
pub fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rw, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

fn delete_deadness(rw: &mut PatternRewriter<'_>, regions: &[Region], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let blocks = rw.region_blocks(region);
        if blocks.is_empty() {
            continue;
        }
        let single = blocks.len() == 1;
        for block in post_order(rw, region) {
            if !single {
                if let Some(term) = rw.block_last_op(block) {
                    erase_dead_successor_operands(rw, term, live);
                }
            }
            let ops = rw.block_ops(block);
            for op in ops.into_iter().rev() {
                if !live.ops.contains(&op) {
                    erased = true;
                    drop_all_uses(rw, op);
                    rw.erase_op(op);
                } else {
                    let nested: Vec<Region> = rw.regions(op).collect();
                    erased |= delete_deadness(rw, &nested, live);
                }
            }
        }
        for &block in blocks.iter().skip(1) {
            let args = rw.block_args(block).to_vec();
            for (i, a) in args.iter().enumerate().rev() {
                if !live.values.contains(a) {
                    rw.ctx_mut().erase_block_argument(block, i);
                }
            }
        }
    }
    erased
}

/// `Operation::dropAllUses`: users in graph regions may still refer to a
/// dead op's results.
fn drop_all_uses(rw: &mut PatternRewriter<'_>, op: Operation) {
    let results: Vec<Value> = rw.results(op).collect();
    let ctx = rw.ctx_mut();
    for r in results {
        for (user, _) in ctx.uses(r) {
            ctx.drop_all_references(user);
        }
    }
}

fn erase_dead_successor_operands(rw: &mut PatternRewriter<'_>, term: Operation, live: &LiveMap) {
    let Some(branch) = rw.op_interface::<dyn BranchOpInterface>(term) else {
        return;
    };
    let n = rw.num_successors(term);
    // Later successors and arguments first, so earlier indices stay valid.
    for s in (0..n).rev() {
        let args = rw.block_args(rw.successor(term, s)).to_vec();
        let forwarded = branch.successor_operands(rw, term, s).len();
        for (k, a) in args.iter().enumerate().take(forwarded).rev() {
            if !live.values.contains(a) {
                branch.erase_successor_operand(rw.ctx_mut(), term, s, k);
            }
        }
    }
}
