//! Folders of `memref` (`DimOp::fold`); the dialect's constants are
//! materialized by `arith` (`MemRefDialect::materializeConstant`).

use super::layout::memref_parts;
use ods::ir::{AttrKind, Attribute, Context, Operation, DYNAMIC};
use ods::rewrite::FoldResult;
use ods::support::apint::APInt;

/// `DimOp::fold`: a static extent folds to a constant; a dynamic one to
/// the size operand of the `memref.alloc`, `memref.alloca` or
/// `memref.view` defining the memref.
pub fn fold_dim(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let Some(index) = operands.get(1).copied().flatten() else {
        return FoldResult::Failure;
    };
    let index = match ctx.attr_kind(index) {
        AttrKind::Integer { value, .. } => value.sext_u64(),
        _ => return FoldResult::Failure,
    };
    let source = ctx.operand(op, 0);
    let Some(m) = memref_parts(ctx, ctx.value_type(source)) else {
        return FoldResult::Failure;
    };
    if index < 0 || index as usize >= m.shape.len() {
        return FoldResult::Failure;
    }
    let i = index as usize;
    if m.shape[i] != DYNAMIC {
        let t = ctx.index_type();
        let a = ctx.integer_attr(t, APInt::from_i64(64, m.shape[i]));
        return FoldResult::attr(a);
    }
    let dynamic_index = m.shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
    let Some(def) = ctx.defining_op(source) else {
        return FoldResult::Failure;
    };
    let first = match ctx.op_name_str(ctx.op_name_of(def)) {
        b"memref.alloc" | b"memref.alloca" => 0,
        b"memref.view" => 2,
        _ => return FoldResult::Failure,
    };
    match ctx.operands(def).nth(first + dynamic_index) {
        Some(v) => FoldResult::value(v),
        None => FoldResult::Failure,
    }
}
