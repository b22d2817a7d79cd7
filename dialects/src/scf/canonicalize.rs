//! Canonicalization patterns of `scf` (a subset of `SCF.cpp`'s):
//! `scf.if` on a constant condition is replaced by the taken region
//! (`RemoveStaticCondition`), and a single-block `scf.execute_region` is
//! inlined (`SingleBlockExecuteInliner`; MLIR 22 inlines `no_inline` ones
//! too).

use ods::ir::{AttrKind, Operation, Region, Value};
use ods::rewrite::fold::constant_value;
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// `replaceOpWithRegion`: moves the ops of the single block of `region`
/// before `op`, replaces `op` with the terminator's operands and erases the
/// terminator.
pub(crate) fn replace_op_with_region(rw: &mut PatternRewriter<'_>, op: Operation, region: Region) {
    let block = rw.region_blocks(region)[0];
    let Some(terminator) = rw.block_last_op(block) else {
        return;
    };
    let results: Vec<Value> = rw.operands(terminator).collect();
    for o in rw.block_ops(block) {
        rw.move_op_before(o, op);
    }
    rw.replace_op(op, &results);
    rw.erase_op(terminator);
}

/// `RemoveStaticCondition`.
fn remove_static_condition(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.operand(op, 0);
    let Some(c) = constant_value(rw.ctx_mut(), cond) else {
        return false;
    };
    let taken = match rw.attr_kind(c) {
        AttrKind::Integer { ty, value } if rw.is_signless_int(*ty, 1) => !value.is_zero(),
        _ => return false,
    };
    let then_region = rw.region(op, 0);
    let else_region = rw.region(op, 1);
    if taken {
        replace_op_with_region(rw, op, then_region);
    } else if !rw.region_is_empty(else_region) {
        replace_op_with_region(rw, op, else_region);
    } else {
        rw.erase_op(op);
    }
    true
}

/// `scf.if`'s canonicalization patterns.
pub fn if_patterns(set: &mut RewritePatternSet) {
    set.add_fn("RemoveStaticCondition", "scf.if", remove_static_condition);
}

/// `scf.for`'s canonicalization patterns (none yet).
pub fn for_patterns(_set: &mut RewritePatternSet) {}

/// `SingleBlockExecuteInliner`.
fn single_block_execute_inliner(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let region = rw.region(op, 0);
    if rw.region_blocks(region).len() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, region);
    true
}

/// `scf.execute_region`'s canonicalization patterns.
pub fn execute_region_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "SingleBlockExecuteInliner",
        "scf.execute_region",
        single_block_execute_inliner,
    );
}
