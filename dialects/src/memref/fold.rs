//! Folders of `memref` (`DimOp::fold`); the dialect's constants are
//! materialized by `arith` (`MemRefDialect::materializeConstant`).

use super::layout::{memref_parts, strides_and_offset};
use ods::affine::AffineMap;
use ods::ir::{AttrKind, Attribute, Context, Operation, Value, DYNAMIC};
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

/// `RankOp::fold`: the rank of a ranked memref is a constant.
pub fn fold_rank(ctx: &mut Context, op: Operation, _operands: &[Option<Attribute>]) -> FoldResult {
    let Some(m) = memref_parts(ctx, ctx.value_type(ctx.operand(op, 0))) else {
        return FoldResult::Failure;
    };
    let t = ctx.index_type();
    let a = ctx.integer_attr(t, APInt::from_i64(64, m.shape.len() as i64));
    FoldResult::attr(a)
}

/// `TransposeOp::fold`: an identity permutation between equal types folds
/// to the input; a transpose of a transpose takes the inner one's input
/// with the composed permutation (in place).
pub fn fold_transpose(
    ctx: &mut Context,
    op: Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let Some(perm) = affine_map_attr(ctx, op, "permutation") else {
        return FoldResult::Failure;
    };
    let input = ctx.operand(op, 0);
    if perm.is_identity(ctx.affine()) && ctx.value_type(input) == ctx.value_type(ctx.result(op, 0))
    {
        return FoldResult::value(input);
    }
    let Some(inner) = ctx.defining_op(input) else {
        return FoldResult::Failure;
    };
    if ctx.op_name_str(ctx.op_name_of(inner)) != b"memref.transpose" {
        return FoldResult::Failure;
    }
    let Some(inner_perm) = affine_map_attr(ctx, inner, "permutation") else {
        return FoldResult::Failure;
    };
    if perm.num_dims(ctx.affine()) != inner_perm.num_results(ctx.affine()) {
        return FoldResult::Failure;
    }
    let composed = perm.compose(ctx.affine_mut(), inner_perm);
    let inner_input = ctx.operand(inner, 0);
    ctx.set_operand(op, 0, inner_input);
    let a = ctx.affine_map_attr(composed);
    ctx.set_attr(op, "permutation", a);
    FoldResult::value(ctx.result(op, 0))
}

/// The affine map held by `op`'s attribute `name`.
fn affine_map_attr(ctx: &Context, op: Operation, name: &str) -> Option<AffineMap> {
    match ctx.attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => Some(*m),
        _ => None,
    }
}

/// An `arith.constant` of type `index` with value `v`, created before
/// `before` directly in the IR (not through a rewriter: like the
/// `OpBuilder` of MLIR folders, nobody is notified).
pub(crate) fn insert_index_constant(ctx: &mut Context, before: Operation, v: i64) -> Option<Value> {
    let t = ctx.index_type();
    let a = ctx.integer_attr(t, APInt::from_i64(64, v));
    let loc = ctx.op_loc(before);
    let state = crate::arith::materialize::materialize_constant(ctx, a, t, loc)?;
    let c = ctx.create_operation(state);
    ctx.insert_op_before(before, c);
    Some(ctx.result(c, 0))
}

/// `ExtractStridedMetadataOp::fold`: the uses of an offset, size or stride
/// result the source type knows statically are replaced by a new constant
/// (created before the op, results without uses are skipped), and a
/// `memref.cast` from a ranked memref is skipped
/// (`extract_strided_metadata(cast(x)) -> extract_strided_metadata(x)`).
/// The base buffer is kept.
pub fn fold_extract_strided_metadata(
    ctx: &mut Context,
    op: Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let source = ctx.operand(op, 0);
    let source_ty = ctx.value_type(source);
    let (Some(m), Some((strides, offset))) = (
        memref_parts(ctx, source_ty),
        strides_and_offset(ctx, source_ty),
    ) else {
        return FoldResult::Failure;
    };
    let rank = m.shape.len();
    if ctx.num_results(op) != 2 + 2 * rank {
        return FoldResult::Failure;
    }
    // Results 1.. are the offset, the sizes and the strides.
    let statics = std::iter::once(offset)
        .chain(m.shape.iter().copied())
        .chain(strides);
    let mut changed = false;
    for (i, s) in statics.enumerate() {
        let result = ctx.result(op, i + 1);
        if s == DYNAMIC || !ctx.has_uses(result) {
            continue;
        }
        let Some(c) = insert_index_constant(ctx, op, s) else {
            continue;
        };
        ctx.replace_all_uses_with(result, c);
        changed = true;
    }
    if let Some(cast) = ctx.defining_op(source) {
        if ctx.op_name_str(ctx.op_name_of(cast)) == b"memref.cast" {
            let inner = ctx.operand(cast, 0);
            if memref_parts(ctx, ctx.value_type(inner)).is_some() {
                ctx.set_operand(op, 0, inner);
                changed = true;
            }
        }
    }
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::Failure
    }
}
