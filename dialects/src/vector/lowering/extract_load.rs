//! `vector.extract %v[c]` of a 1-D `vector.load` → `memref.load` of element
//! `c` (MLIR's scalar transfer lowering, `populateScalarVectorTransferLoweringPatterns`,
//! does the same): after unrolling, contractions and outer products extract
//! every lane of their loaded rows to broadcast it; reading the element from
//! memory instead lets the backend fold it into one broadcast-from-memory
//! and keeps the row out of a register. Only when nothing between the load
//! and the extract, in the same block, may write memory.

use super::{add, name_is, B};
use ods::ir::{Context, OpTraits, Operation};
use ods::opdef::constraint::attrs::dense_array_values;
use ods::rewrite::side_effects::has_effect_trait;
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the pattern.
pub fn populate(set: &mut RewritePatternSet) {
    add(set, "extract-of-load", "vector.extract", lower);
}

/// Ops that certainly do not write memory: no regions, and declared
/// `NoMemoryEffect` or `ReadOnly` (everything else is assumed to write).
fn never_writes(ctx: &Context, op: Operation) -> bool {
    ctx.regions(op).next().is_none()
        && (has_effect_trait(ctx, op, OpTraits::NO_MEMORY_EFFECT)
            || has_effect_trait(ctx, op, OpTraits::ONLY_READS))
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let Some(load) = rw.defining_op(src) else {
        return false;
    };
    if !name_is(rw, load, "vector.load") || rw.num_operands(op) != 1 {
        return false;
    }
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
    if rw.op_block(load) != rw.op_block(op) {
        return false;
    }
    let mut cur = rw.next_op(load);
    while let Some(o) = cur {
        if o == op {
            break;
        }
        if !never_writes(rw, o) {
            return false;
        }
        cur = rw.next_op(o);
    }
    if cur.is_none() {
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
        *last = b.binary("arith.addi", *last, k);
    }
    let mut operands = vec![memref];
    operands.extend(idx);
    let v = b.op1("memref.load", &operands, elem, &[]);
    rw.replace_op(op, &[v]);
    true
}
