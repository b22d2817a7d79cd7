//! `vector.extract %v[c]` of a 1-D `vector.load` → `memref.load` of element
//! `c` (MLIR's scalar transfer lowering, `populateScalarVectorTransferLoweringPatterns`,
//! does the same): after unrolling, contractions and outer products extract
//! every lane of their loaded rows to broadcast it; reading the element from
//! memory instead lets the backend fold it into one broadcast-from-memory
//! and keeps the row out of a register. Only when nothing between the load
//! and the extract, in the same block, may write memory.
//!
//! Not a greedy pattern: one forward walk per block remembers the loads
//! read since the last op that may write memory, so each extract is checked
//! in constant time (scanning back to the load for every extract was
//! quadratic in the block, a tenth of a matmul's JIT compile).

use super::B;
use hashbrown::HashSet;
use ods::ir::{Context, OpTraits, Operation};
use ods::opdef::constraint::attrs::dense_array_values;
use ods::rewrite::rewriter::NoListener;
use ods::rewrite::side_effects::has_effect_trait;
use ods::rewrite::PatternRewriter;

/// Ops that certainly do not write memory: no regions, and declared
/// `NoMemoryEffect` or `ReadOnly` (everything else is assumed to write).
fn never_writes(ctx: &Context, op: Operation) -> bool {
    ctx.regions(op).next().is_none()
        && (has_effect_trait(ctx, op, OpTraits::NO_MEMORY_EFFECT)
            || has_effect_trait(ctx, op, OpTraits::ONLY_READS))
}

/// Rewrites the extracts of loads in every block nested in `root`.
pub fn run(ctx: &mut Context, root: Operation) {
    // (extract, load) pairs with no possible writer in between
    let mut pairs = Vec::new();
    let mut clean: HashSet<Operation> = HashSet::new();
    let mut blocks = Vec::new();
    ctx.walk_pre_order(root, &mut |op| {
        for r in ctx.regions(op) {
            blocks.extend(ctx.region_blocks(r));
        }
    });
    for b in blocks {
        clean.clear();
        for o in ctx.block_ops_iter(b) {
            if ctx.isa::<crate::vector::LoadOp>(o) {
                clean.insert(o);
            } else if ctx.isa::<crate::vector::ExtractOp>(o) && ctx.num_operands(o) == 1 {
                if let Some(load) = ctx.defining_op(ctx.operand(o, 0)) {
                    if clean.contains(&load) {
                        pairs.push((o, load));
                    }
                }
            }
            if !never_writes(ctx, o) {
                clean.clear();
            }
        }
    }
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut listener);
    let mut loads = Vec::new();
    clean.clear();
    for (extract, load) in pairs {
        if rewrite(extract, load, &mut rw) && clean.insert(load) {
            loads.push(load);
        }
    }
    // rows whose every lane is now read from memory
    for load in loads {
        if !rw.has_uses(rw.result(load, 0)) {
            rw.erase_op(load);
        }
    }
}

/// `op` (`vector.extract` of `load`'s row, nothing writing in between) →
/// `memref.load` of the element, if the position is static and in range.
fn rewrite(op: Operation, load: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let pos = rw
        .attr(op, "static_position")
        .and_then(|a| dense_array_values(rw, a))
        .unwrap_or_default();
    let vt = rw.value_type(src);
    let Some((shape, elem)) = rw.shaped_info(vt).map(|(s, e)| (s.to_vec(), e)) else {
        return false;
    };
    if shape.len() != 1 || pos.len() != 1 || !(0..shape[0]).contains(&pos[0]) {
        return false;
    }
    let memref = rw.operand(load, 0);
    // (memrefs of vectors are left alone)
    if rw.shaped_info(rw.value_type(memref)).map(|(_, e)| e) != Some(elem) {
        return false;
    }
    let mut idx: Vec<_> = (1..rw.num_operands(load))
        .map(|i| rw.operand(load, i))
        .collect();
    let Some(last) = idx.last_mut() else {
        return false;
    };
    let c = pos[0];
    let mut b = B::new(rw, op);
    if c != 0 {
        let k = b.index(c);
        *last = b.binary(crate::arith::AddIOp::NAME, *last, k);
    }
    let mut operands = vec![memref];
    operands.extend(idx);
    let v = b.op1(crate::memref::LoadOp::NAME, &operands, elem, &[]);
    rw.replace_op(op, &[v]);
    true
}
