//! Folders of `memref` (`MemRefOps.cpp`): `assume_alignment`, `cast`,
//! `dim`, `rank`, `transpose`, `extract_strided_metadata`,
//! `reinterpret_cast`, `subview`, `view`, `expand_shape` / `collapse_shape`
//! (`foldReshapeOp`), and `foldMemRefCast` of `load`, `store`,
//! `atomic_rmw`, `dealloc`, `copy`, `prefetch`. The dialect's constants
//! are materialized by `arith` (`MemRefDialect::materializeConstant`).

use super::layout::{memref_parts, strides_and_offset};
use super::syntax::i64_array;
use super::verify::reassociation;
use ods::affine::AffineMap;
use ods::ir::{AttrKind, Attribute, Context, Operation, Value, DYNAMIC};
use ods::opdef::Op;
use ods::rewrite::fold::constant_value;
use ods::rewrite::FoldResult;
use ods::support::apint::APInt;

/// The op named `name` defining `v`, if any (`getDefiningOp<OpTy>`).
pub(crate) fn defined_by<O: Op>(ctx: &Context, v: Value) -> Option<Operation> {
    ctx.defining::<O>(v).map(Op::operation)
}

/// The source of the `memref.cast` defining `v` when that source is a
/// ranked memref (what `foldMemRefCast` skips to).
fn ranked_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let cast = defined_by::<crate::memref::CastOp>(ctx, v)?;
    let src = ctx.operand(cast, 0);
    memref_parts(ctx, ctx.value_type(src)).map(|_| src)
}

/// `DimOp::fold`: a static extent folds to a constant; a dynamic one to
/// the size operand of the `memref.alloc`, `memref.alloca`, `memref.view`
/// or `memref.subview` defining the memref; a ranked `memref.cast` source
/// is skipped (in place).
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
        crate::memref::AllocOp::NAME_BYTES | crate::memref::AllocaOp::NAME_BYTES => 0,
        crate::memref::ViewOp::NAME_BYTES => 2,
        // A subview keeps the dynamic sizes of its source dimensions (the
        // dropped ones all have size 1), in order.
        crate::memref::SubViewOp::NAME_BYTES => {
            let Some([_, sizes, _]) = mixed_lists(ctx, def) else {
                return FoldResult::Failure;
            };
            let size = sizes
                .into_iter()
                .filter_map(|s| match s {
                    Mixed::Dynamic(v) => Some(v),
                    Mixed::Static(_) => None,
                })
                .nth(dynamic_index);
            return size.map_or(FoldResult::Failure, FoldResult::value);
        }
        // dim(cast(x)) -> dim(x) for a ranked x (`foldMemRefCast`).
        crate::memref::CastOp::NAME_BYTES => {
            let Some(inner) = ranked_cast_source(ctx, source) else {
                return FoldResult::Failure;
            };
            ctx.set_operand(op, 0, inner);
            return FoldResult::value(ctx.result(op, 0));
        }
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
    let Some(inner) = defined_by::<crate::memref::TransposeOp>(ctx, input) else {
        return FoldResult::Failure;
    };
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
    if let Some(inner) = ranked_cast_source(ctx, source) {
        ctx.set_operand(op, 0, inner);
        changed = true;
    }
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::Failure
    }
}

/// One entry of an offsets/sizes/strides list (MLIR `OpFoldResult` of
/// index type): a static value or an SSA value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Mixed {
    /// A known value.
    Static(i64),
    /// A value only known at run time.
    Dynamic(Value),
}

/// `getMixedOffsets`, `getMixedSizes`, `getMixedStrides` of an op with
/// `OffsetSizeAndStrideOpInterface` (operands: source, then the dynamic
/// offsets, sizes and strides).
pub(crate) fn mixed_lists(ctx: &Context, op: Operation) -> Option<[Vec<Mixed>; 3]> {
    let mut next = 1;
    let mut lists: [Vec<Mixed>; 3] = Default::default();
    for (list, name) in lists
        .iter_mut()
        .zip(["static_offsets", "static_sizes", "static_strides"])
    {
        for s in i64_array(ctx, ctx.attr(op, name)?) {
            if s != DYNAMIC {
                list.push(Mixed::Static(s));
                continue;
            }
            if next >= ctx.num_operands(op) {
                return None;
            }
            list.push(Mixed::Dynamic(ctx.operand(op, next)));
            next += 1;
        }
    }
    Some(lists)
}

/// `getConstantIntValue` of a mixed entry.
pub(crate) fn mixed_constant(ctx: &mut Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(s) => Some(s),
        Mixed::Dynamic(v) => {
            let c = constant_value(ctx, v)?;
            match ctx.attr_kind(c) {
                AttrKind::Integer { value, .. } => Some(value.sext_u64()),
                _ => None,
            }
        }
    }
}

/// `constifyIndexValues`: entries a type knows statically (`known`) or
/// that are constants become static.
pub(crate) fn constify(ctx: &mut Context, values: &mut [Mixed], known: &[i64]) {
    for (v, &k) in values.iter_mut().zip(known) {
        if k != DYNAMIC {
            *v = Mixed::Static(k);
        } else if let Some(c) = mixed_constant(ctx, *v) {
            *v = Mixed::Static(c);
        }
    }
}

/// `ReinterpretCastOp::fold`: the source of a `reinterpret_cast`, `cast`
/// or zero-offset `subview` source is used directly (in place); a cast
/// between equal static types at offset 0 folds to its source.
pub fn fold_reinterpret_cast(
    ctx: &mut Context,
    op: Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let src = ctx.operand(op, 0);
    let prev_src = match ctx.defining_op(src) {
        Some(def) => match ctx.op_name_str(ctx.op_name_of(def)) {
            crate::memref::ReinterpretCastOp::NAME_BYTES | crate::memref::CastOp::NAME_BYTES => {
                Some(ctx.operand(def, 0))
            }
            crate::memref::SubViewOp::NAME_BYTES => {
                mixed_lists(ctx, def).and_then(|[offsets, _, _]| {
                    offsets
                        .into_iter()
                        .all(|o| mixed_constant(ctx, o) == Some(0))
                        .then(|| ctx.operand(def, 0))
                })
            }
            _ => None,
        },
        None => None,
    };
    if let Some(prev) = prev_src {
        ctx.set_operand(op, 0, prev);
        return FoldResult::value(ctx.result(op, 0));
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    let static_shape = memref_parts(ctx, ty).is_some_and(|m| !m.shape.contains(&DYNAMIC));
    let offset = ctx
        .attr(op, "static_offsets")
        .and_then(|a| i64_array(ctx, a).first().copied());
    if static_shape && ctx.value_type(src) == ty && offset == Some(0) {
        return FoldResult::value(src);
    }
    FoldResult::Failure
}

/// `ViewOp::fold`: a view at byte shift 0 whose type is the source's
/// static type folds to the source; a `memref.cast` source is skipped
/// (in place).
pub fn fold_view(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let ty = ctx.value_type(ctx.result(op, 0));
    let zero_shift = operands.get(1).copied().flatten().is_some_and(
        |a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.is_zero()),
    );
    let static_shape = memref_parts(ctx, ty).is_some_and(|m| !m.shape.contains(&DYNAMIC));
    if zero_shift && static_shape && ctx.value_type(source) == ty {
        return FoldResult::value(source);
    }
    if let Some(cast) = defined_by::<crate::memref::CastOp>(ctx, source) {
        let inner = ctx.operand(cast, 0);
        ctx.set_operand(op, 0, inner);
        return FoldResult::value(ctx.result(op, 0));
    }
    FoldResult::Failure
}

/// `foldReshapeOp`: a reshape between equal types folds to its source; a
/// reshape of the inverse reshape folds to that one's source when the types
/// at both ends are equal and the shapes cannot disagree (fewer than two
/// dynamic sizes, an expansion undone, or equal groups with fewer than two
/// dynamic sizes each).
pub fn fold_reshape(
    ctx: &mut Context,
    op: Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let src = ctx.operand(op, 0);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == result_ty {
        return FoldResult::value(src);
    }
    let inner = if ctx.isa::<super::ExpandShapeOp>(op) {
        defined_by::<super::CollapseShapeOp>(ctx, src)
    } else {
        defined_by::<super::ExpandShapeOp>(ctx, src)
    };
    let Some(inner) = inner else {
        return FoldResult::Failure;
    };
    let inner_src = ctx.operand(inner, 0);
    let src_ty = ctx.value_type(inner_src);
    if src_ty != result_ty {
        return FoldResult::Failure;
    }
    let Some(shape) = memref_parts(ctx, src_ty).map(|m| m.shape) else {
        return FoldResult::Failure;
    };
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic(&shape) < 2 {
        return FoldResult::value(inner_src);
    }
    let groups = reassociation(ctx, op);
    if groups != reassociation(ctx, inner) {
        return FoldResult::Failure;
    }
    let inner_rank = memref_parts(ctx, ctx.value_type(src)).map_or(0, |m| m.shape.len());
    if shape.len() < inner_rank {
        return FoldResult::value(inner_src);
    }
    let group_ok = |g: &Vec<i64>| {
        let start = g.first().and_then(|&f| usize::try_from(f).ok());
        start
            .and_then(|s| shape.get(s..s + g.len()))
            .is_some_and(|slice| dynamic(slice) < 2)
    };
    if groups.iter().all(group_ok) {
        return FoldResult::value(inner_src);
    }
    FoldResult::Failure
}

/// `CastOp::fold` (`foldMemRefCast`): a cast of a cast from a ranked
/// memref casts that memref directly (in place).
pub fn fold_cast(ctx: &mut Context, op: Operation, _operands: &[Option<Attribute>]) -> FoldResult {
    let Some(src) = ranked_cast_source(ctx, ctx.operand(op, 0)) else {
        return FoldResult::Failure;
    };
    ctx.set_operand(op, 0, src);
    FoldResult::value(ctx.result(op, 0))
}

/// `foldMemRefCast`: every operand (but the one at `skip`) defined by a
/// `memref.cast` from a ranked memref takes that memref instead. True if
/// an operand changed.
fn fold_operand_casts(ctx: &mut Context, op: Operation, skip: Option<usize>) -> bool {
    let mut folded = false;
    for i in 0..ctx.num_operands(op) {
        if Some(i) == skip {
            continue;
        }
        if let Some(src) = ranked_cast_source(ctx, ctx.operand(op, i)) {
            ctx.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

/// `LoadOp::fold` and `AtomicRMWOp::fold`: `load(cast(x))` loads from `x`
/// (in place; the value operand of `atomic_rmw` is left alone).
pub fn fold_load(ctx: &mut Context, op: Operation, _operands: &[Option<Attribute>]) -> FoldResult {
    let skip = (ctx.op_name_str(ctx.op_name_of(op)) == crate::memref::AtomicRMWOp::NAME_BYTES)
        .then_some(0);
    if fold_operand_casts(ctx, op, skip) {
        return FoldResult::value(ctx.result(op, 0));
    }
    FoldResult::Failure
}

/// The folders of `memref.store` (the stored value is left alone),
/// `memref.dealloc`, `memref.copy` and `memref.prefetch`: a ranked
/// `memref.cast` operand is skipped (in place).
pub fn fold_memref_operand_casts(
    ctx: &mut Context,
    op: Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let skip =
        (ctx.op_name_str(ctx.op_name_of(op)) == crate::memref::StoreOp::NAME_BYTES).then_some(0);
    if fold_operand_casts(ctx, op, skip) {
        FoldResult::InPlace
    } else {
        FoldResult::Failure
    }
}

/// `SubViewOp::fold`: a subview whose type is its source's static type
/// (with a static layout) is its source; so is a subview at offsets 0
/// with unit strides of a subview of the same sizes, between equal types.
pub fn fold_subview(
    ctx: &mut Context,
    op: Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let source = ctx.operand(op, 0);
    let ty = ctx.value_type(ctx.result(op, 0));
    let same_type = ctx.value_type(source) == ty;
    let Some(m) = memref_parts(ctx, ty) else {
        return FoldResult::Failure;
    };
    let static_layout = match m.layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::Strided { offset, strides }) => {
            *offset != DYNAMIC && !strides.contains(&DYNAMIC)
        }
        _ => true,
    };
    if same_type && !m.shape.contains(&DYNAMIC) && static_layout {
        return FoldResult::value(source);
    }
    let Some(inner) = defined_by::<crate::memref::SubViewOp>(ctx, source) else {
        return FoldResult::Failure;
    };
    let (Some([offsets, sizes, strides]), Some([_, inner_sizes, _])) =
        (mixed_lists(ctx, op), mixed_lists(ctx, inner))
    else {
        return FoldResult::Failure;
    };
    let all = |ctx: &mut Context, list: Vec<Mixed>, v: i64| {
        list.into_iter().all(|m| mixed_constant(ctx, m) == Some(v))
    };
    if all(ctx, offsets, 0) && all(ctx, strides, 1) && sizes == inner_sizes && same_type {
        return FoldResult::value(source);
    }
    FoldResult::Failure
}

/// `AssumeAlignmentOp::fold`: an assumption on the result of the same
/// assumption is that result.
pub fn fold_assume_alignment(
    ctx: &mut Context,
    op: Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let memref = ctx.operand(op, 0);
    let Some(inner) = defined_by::<crate::memref::AssumeAlignmentOp>(ctx, memref) else {
        return FoldResult::Failure;
    };
    if ctx.attr(inner, "alignment") != ctx.attr(op, "alignment") {
        return FoldResult::Failure;
    }
    FoldResult::value(memref)
}
