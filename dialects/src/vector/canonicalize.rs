//! The vector dialect's canonicalization patterns (`hasCanonicalizer`),
//! registered on their root ops in MLIR 22's order.

use super::verify::{is_broadcastable_to, vector_parts, Broadcastable};
use ods::ir::{Context, Operation, OperationState, Type, Value};
use ods::rewrite::{FnPattern, PatternFn, PatternRewriter, RewritePatternSet};

fn add(set: &mut RewritePatternSet, name: &'static str, root: &'static str, rewrite: PatternFn) {
    set.add(FnPattern {
        name,
        root,
        benefit: 1,
        rewrite,
    });
}

/// The op defining `v`, if it is a `name` op.
fn def(ctx: &Context, v: Value, name: &str) -> Option<Operation> {
    let op = ctx.defining_op(v)?;
    (ctx.op_name_str(ctx.op_name_of(op)) == name.as_bytes()).then_some(op)
}

/// Replaces `op` by a new single-result op `name(operands) : ty`.
fn replace_with(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    name: &str,
    operands: &[Value],
    ty: Type,
) -> Operation {
    let loc = rw.op_loc(op);
    let ctx = rw.ctx_mut();
    let n = ctx.op_name(name.as_bytes());
    let mut state = OperationState::new(loc, n);
    state.operands.extend_from_slice(operands);
    state.types.push(ty);
    rw.replace_op_with_new(op, state)
}

/// `foldBroadcastOfShapeCast`: `broadcast(shape_cast(x))` broadcasts `x`
/// when the cast only changes leading unit dimensions (in place).
pub fn fold_broadcast_of_shape_cast(ctx: &mut Context, op: Operation) -> bool {
    let Some(cast) = def(ctx, ctx.operand(op, 0), "vector.shape_cast") else {
        return false;
    };
    let x = ctx.operand(cast, 0);
    let (src_ty, dst_ty) = (ctx.value_type(x), ctx.value_type(ctx.result(op, 0)));
    if is_broadcastable_to(ctx, src_ty, dst_ty) != Broadcastable::Success {
        return false;
    }
    let (Some((src_shape, _, _)), Some((cast_shape, _, _))) = (
        vector_parts(ctx, src_ty),
        vector_parts(ctx, ctx.value_type(ctx.result(cast, 0))),
    ) else {
        return false;
    };
    let n = src_shape.len().min(cast_shape.len());
    if src_shape[src_shape.len() - n..] != cast_shape[cast_shape.len() - n..] {
        return false;
    }
    ctx.set_operand(op, 0, x);
    true
}

/// `BroadcastFolder`: `broadcast(broadcast(x))` is `broadcast(x)`.
fn broadcast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(src) = def(rw, rw.operand(op, 0), "vector.broadcast") else {
        return false;
    };
    let x = rw.operand(src, 0);
    let ty = rw.value_type(rw.result(op, 0));
    replace_with(rw, op, "vector.broadcast", &[x], ty);
    true
}

/// `vector.broadcast`
pub fn broadcast(set: &mut RewritePatternSet) {
    add(set, "BroadcastFolder", "vector.broadcast", broadcast_folder);
}
