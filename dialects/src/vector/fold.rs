//! The vector dialect's folders (`hasFolder`), in MLIR 22's order of
//! attempts for each op.

use crate::arith::eval::{dense_attr, Constant};
use ods::ir::{Attribute, Context, Operation};
use ods::rewrite::{FoldResult, OpFoldResult};

fn arg(operands: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    operands.get(i).copied().flatten()
}

/// `BroadcastOp::fold`: an identity broadcast folds to its source, a
/// broadcast of a shape cast that only adds or drops leading unit
/// dimensions broadcasts the cast's source, and a constant scalar or splat
/// becomes a splat of the result type (`#ub.poison` stays poison).
pub fn broadcast(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let (src_ty, res_ty) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    if src_ty == res_ty {
        return FoldResult::value(src);
    }
    if super::canonicalize::fold_broadcast_of_shape_cast(ctx, op) {
        return FoldResult::InPlace;
    }
    let Some(a) = arg(operands, 0) else {
        return FoldResult::Failure;
    };
    if crate::ub::is_poison(ctx, a) {
        return FoldResult::attr(a);
    }
    let res_elem = ctx.element_type(res_ty);
    match Constant::from_attr(ctx, a) {
        Some(Constant::Scalar { ty, value }) if Some(ty) == res_elem => {
            FoldResult::from_attr(dense_attr(ctx, res_ty, &[value]))
        }
        Some(Constant::Elements {
            splat: true,
            values,
            ..
        }) => FoldResult::from_attr(dense_attr(ctx, res_ty, &values[..1])),
        _ => FoldResult::Failure,
    }
}

/// `SplatOp::fold` (`vector.splat`, as MLIR had it): a constant integer or
/// float becomes a splat of the result type.
pub fn splat(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let Some(a) = arg(operands, 0) else {
        return FoldResult::Failure;
    };
    let res_ty = ctx.value_type(ctx.result(op, 0));
    match Constant::from_attr(ctx, a) {
        Some(Constant::Scalar { value, .. }) => {
            FoldResult::from_attr(dense_attr(ctx, res_ty, &[value]))
        }
        _ => FoldResult::Failure,
    }
}

/// The value a fold result replaces a single result with.
pub fn single(r: &FoldResult) -> Option<OpFoldResult> {
    match r {
        FoldResult::Replace(v) if v.len() == 1 => Some(v[0]),
        _ => None,
    }
}
