//! The vector dialect's canonicalization patterns (`hasCanonicalizer`), each
//! registered on its root op in MLIR 22's order (benefit 1, as MLIR's
//! `OpRewritePattern`s default to). `SwapExtractSliceOfTransferWrite` is
//! rooted at `tensor.insert_slice`, which this project does not define.

use super::fold::{
    compute_strides, constant_int, def, linearize, mask_format, mixed_position, permutation_map,
    transfer_operands, vparts, MaskFormat, Position,
};
use super::verify::{
    dense_attr as dense_i64, int_array, is_broadcastable_to, vector_parts, Broadcastable,
};
use crate::arith;
use crate::arith::eval::{dense_attr, Constant, Scalar};
use crate::vector::{
    BroadcastOp, ConstantMaskOp, CreateMaskOp, ExtractOp, ExtractStridedSliceOp, FromElementsOp,
    InterleaveOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ShapeCastOp, StoreOp, ToElementsOp,
    TransposeOp,
};
use ods::affine::AffineMap;
use ods::ir::{
    AttrKind, Attribute, Context, Location, Operation, OperationState, Type, TypeKind, Value,
    DYNAMIC,
};
use ods::opdef::build::BuildError;
use ods::opdef::constraint::attrs::dense_array_attr;
use ods::opdef::Op;
use ods::rewrite::fold::{fold_op, operand_constants};
use ods::rewrite::{
    FnPattern, FoldResult, OpFoldResult, PatternFn, PatternRewriter, RewritePatternSet,
};
use ods::support::apint::APInt;

fn add(set: &mut RewritePatternSet, name: &'static str, root: &'static str, rewrite: PatternFn) {
    set.add(FnPattern {
        name,
        root,
        benefit: 1,
        rewrite,
    });
}

// ------------------------------------------------------------- builders

fn ty(ctx: &Context, v: Value) -> Type {
    ctx.value_type(v)
}

fn vshape(ctx: &Context, t: Type) -> Vec<i64> {
    vector_parts(ctx, t)
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default()
}

fn int_array_attr(ctx: &Context, op: Operation, name: &str) -> Vec<i64> {
    ctx.attr(op, name)
        .map(|a| int_array(ctx, a))
        .unwrap_or_default()
}

fn i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    let t = ctx.int_type(64);
    let elems: Vec<Attribute> = values
        .iter()
        .map(|&v| ctx.integer_attr(t, APInt::from_i64(64, v)))
        .collect();
    ctx.array_attr(&elems)
}

/// The location new ops get: the root's (MLIR's `op->getLoc()`).
fn loc_of(rw: &PatternRewriter<'_>, op: Operation) -> Location {
    rw.op_loc(op)
}

/// The op a generated builder made from the op's own arguments and every
/// result type: by construction it cannot fail (MLIR asserts the same).
fn made<O: Op>(built: Result<O, BuildError>) -> O {
    built.expect("an op built from its own arguments and result types")
}

/// The first result of an op just built.
fn result0<O: Op>(rw: &PatternRewriter<'_>, built: Result<O, BuildError>) -> Value {
    rw.result(made(built).operation(), 0)
}

/// `OpBuilder::createOrFold`: `op` (built detached) is folded, and inserted
/// at the insertion point only when it does not fold away (constants the
/// fold produces are materialized and inserted instead).
fn create_or_fold(rw: &mut PatternRewriter<'_>, op: Operation) -> Value {
    let loc = rw.op_loc(op);
    let ctx = rw.ctx_mut();
    let consts = operand_constants(ctx, op);
    let result = fold_op(ctx, op, &consts);
    match result {
        FoldResult::Replace(v)
            if v.len() == 1 && v[0] != OpFoldResult::Value(ctx.result(op, 0)) =>
        {
            match v[0] {
                OpFoldResult::Value(x) => {
                    ctx.erase_op(op);
                    x
                }
                OpFoldResult::Attribute(a) => {
                    let t = ty(ctx, ctx.result(op, 0));
                    let m = ctx
                        .constant_materializer(op)
                        .and_then(|m| m(ctx, a, t, loc));
                    match m {
                        Some(cs) => {
                            ctx.erase_op(op);
                            let c = rw.create(cs);
                            rw.result(c, 0)
                        }
                        None => {
                            rw.insert(op);
                            rw.result(op, 0)
                        }
                    }
                }
            }
        }
        _ => {
            rw.insert(op);
            rw.result(op, 0)
        }
    }
}

fn replace_with_broadcast(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    t: Type,
    src: Value,
) -> bool {
    rw.replace_op_with_new_op(op, |rw, loc| {
        BroadcastOp::build_with_arguments(rw, loc, Some(&[t]), src)
    })
    .is_ok()
}

fn replace_with_shape_cast(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    t: Type,
    src: Value,
) -> bool {
    rw.replace_op_with_new_op(op, |rw, loc| {
        ShapeCastOp::build_with_arguments(rw, loc, Some(&[t]), src)
    })
    .is_ok()
}

/// `arith.constant` of `value` at the insertion point.
fn constant(rw: &mut PatternRewriter<'_>, loc: Location, value: Attribute) -> Value {
    let t = rw.attr_type(value).expect("typed attribute");
    let c = arith::ConstantOp::build_with_arguments(rw, loc, Some(&[t]), Some(value));
    result0(rw, c)
}

fn replace_with_constant(rw: &mut PatternRewriter<'_>, op: Operation, value: Attribute) -> bool {
    let t = rw.attr_type(value).expect("typed attribute");
    rw.replace_op_with_new_op(op, |rw, loc| {
        arith::ConstantOp::build_with_arguments(rw, loc, Some(&[t]), Some(value))
    })
    .is_ok()
}

/// `vector.create_mask` of `dims` of type `t` in place of `op`.
fn replace_with_create_mask(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    t: Type,
    dims: &[Value],
) -> bool {
    rw.replace_op_with_new_op(op, |rw, loc| {
        CreateMaskOp::build_with_arguments(rw, loc, Some(&[t]), dims)
    })
    .is_ok()
}

/// A splat boolean constant of a vector type.
fn bool_splat(ctx: &mut Context, t: Type, v: bool) -> Option<Attribute> {
    dense_attr(ctx, t, &[Scalar::bool(v)])
}

/// A vector type built from parts.
fn vector_type(ctx: &mut Context, shape: &[i64], elem: Type, scalable: &[bool]) -> Type {
    ctx.vector_type(shape, elem, scalable)
}

/// `vector.extract %src[pos]` with the result type inferred.
fn extract_create(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    src: Value,
    pos: &[i64],
    fold: bool,
) -> Value {
    let (shape, scalable, elem) = vparts(rw, ty(rw, src)).expect("a vector");
    let n = pos.len().min(shape.len());
    let res_ty = if pos.len() == shape.len() {
        elem
    } else {
        vector_type(rw.ctx_mut(), &shape[n..], elem, &scalable[n..])
    };
    let p = dense_array_attr(rw.ctx_mut(), 64, pos);
    if fold {
        let e =
            ExtractOp::build_with_arguments(rw.ctx_mut(), loc, Some(&[res_ty]), src, &[], Some(p));
        create_or_fold(rw, made(e).operation())
    } else {
        let e = ExtractOp::build_with_arguments(rw, loc, Some(&[res_ty]), src, &[], Some(p));
        result0(rw, e)
    }
}

/// The `vector.mask` around `op`, if it is masked.
fn masking_op(ctx: &Context, op: Operation) -> Option<Operation> {
    let p = ctx.parent_op(op)?;
    ctx.isa::<crate::vector::MaskOp>(p).then_some(p)
}

/// `getScalarSplatSource`: the scalar a `vector.broadcast` (or
/// `vector.splat`) of a scalar splats.
fn scalar_splat_source(ctx: &Context, v: Value) -> Option<Value> {
    if let Some(s) = def::<crate::vector::SplatOp>(ctx, v) {
        return Some(ctx.operand(s, 0));
    }
    let b = def::<crate::vector::BroadcastOp>(ctx, v)?;
    let src = ctx.operand(b, 0);
    vector_parts(ctx, ty(ctx, src)).is_none().then_some(src)
}

/// `vector::makeArithReduction`: combines `v1` and `acc` with the arith op
/// of `kind` (fastmath flags on float ops), then selects `acc` where
/// `mask` is off.
fn make_arith_reduction(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    kind: super::enums::CombiningKind,
    v1: Value,
    acc: Value,
    fastmath: Option<Attribute>,
    mask: Option<Value>,
) -> Value {
    use super::enums::CombiningKind::*;
    let t1 = super::verify::element_or_self(rw, ty(rw, v1));
    let is_int = matches!(rw.type_kind(t1), TypeKind::Integer { .. } | TypeKind::Index);
    let name = match kind {
        ADD => {
            if is_int {
                crate::arith::AddIOp::NAME
            } else {
                crate::arith::AddFOp::NAME
            }
        }
        MUL => {
            if is_int {
                crate::arith::MulIOp::NAME
            } else {
                crate::arith::MulFOp::NAME
            }
        }
        AND => crate::arith::AndIOp::NAME,
        OR => crate::arith::OrIOp::NAME,
        XOR => crate::arith::XOrIOp::NAME,
        MAXNUMF => crate::arith::MaxNumFOp::NAME,
        MAXIMUMF => crate::arith::MaximumFOp::NAME,
        MINNUMF => crate::arith::MinNumFOp::NAME,
        MINIMUMF => crate::arith::MinimumFOp::NAME,
        MAXSI => crate::arith::MaxSIOp::NAME,
        MINSI => crate::arith::MinSIOp::NAME,
        MAXUI => crate::arith::MaxUIOp::NAME,
        MINUI => crate::arith::MinUIOp::NAME,
    };
    let float = name.ends_with('f') && !is_int;
    let t = ty(rw, v1);
    let attrs: Vec<(&str, Attribute)> = match (float, fastmath) {
        (true, Some(f)) => vec![("fastmath", f)],
        _ => Vec::new(),
    };
    // (the combining kind names the op: a table, not a typed build)
    let state = rw.ctx_mut().op_state(loc, name, &[v1, acc], &[t], &attrs);
    let combined = rw.ctx_mut().create_operation(state);
    let result = create_or_fold(rw, combined);
    match mask {
        Some(m) => {
            let s = arith::SelectOp::build_with_arguments(rw, loc, Some(&[t]), m, result, acc);
            result0(rw, s)
        }
        None => result,
    }
}

// --------------------------------------------------------------- patterns

/// `BroadcastFolder`: `broadcast(broadcast(x))` is `broadcast(x)`.
fn broadcast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(src) = def::<crate::vector::BroadcastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let x = rw.operand(src, 0);
    let t = ty(rw, rw.result(op, 0));
    replace_with_broadcast(rw, op, t, x)
}

/// `foldBroadcastOfShapeCast`: `broadcast(shape_cast(x))` broadcasts `x`
/// when the cast only changes leading unit dimensions (in place).
pub fn fold_broadcast_of_shape_cast(ctx: &mut Context, op: Operation) -> bool {
    let Some(cast) = def::<crate::vector::ShapeCastOp>(ctx, ctx.operand(op, 0)) else {
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

/// `vector.broadcast`
pub fn broadcast(set: &mut RewritePatternSet) {
    add(
        set,
        "BroadcastFolder",
        crate::vector::BroadcastOp::NAME,
        broadcast_folder,
    );
}

// ------------------------------------------------- memory ops with masks

fn masked_load_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::MaskedLoadOp(op);
    let m = o.mask(rw);
    match mask_format(rw.ctx_mut(), m) {
        MaskFormat::AllTrue => {
            let (base, indices) = (o.base(rw), o.indices(rw));
            let t = ty(rw, o.result(rw));
            rw.replace_op_with_new_op(op, |rw, loc| {
                LoadOp::build_with_arguments(rw, loc, Some(&[t]), base, &indices, None, None)
            })
            .is_ok()
        }
        MaskFormat::AllFalse => {
            let p = o.pass_thru(rw);
            rw.replace_op(op, &[p]);
            true
        }
        MaskFormat::Unknown => false,
    }
}

fn masked_store_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::MaskedStoreOp(op);
    let m = o.mask(rw);
    match mask_format(rw.ctx_mut(), m) {
        MaskFormat::AllTrue => {
            let (v, base, indices) = (o.value_to_store(rw), o.base(rw), o.indices(rw));
            rw.replace_op_with_new_op(op, |rw, loc| {
                StoreOp::build_with_arguments(rw, loc, Some(&[]), v, base, &indices, None, None)
            })
            .is_ok()
        }
        MaskFormat::AllFalse => {
            rw.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}

fn expand_load_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::ExpandLoadOp(op);
    let m = o.mask(rw);
    match mask_format(rw.ctx_mut(), m) {
        MaskFormat::AllTrue => {
            let (base, indices) = (o.base(rw), o.indices(rw));
            let t = ty(rw, o.result(rw));
            rw.replace_op_with_new_op(op, |rw, loc| {
                LoadOp::build_with_arguments(rw, loc, Some(&[t]), base, &indices, None, None)
            })
            .is_ok()
        }
        MaskFormat::AllFalse => {
            let p = o.pass_thru(rw);
            rw.replace_op(op, &[p]);
            true
        }
        MaskFormat::Unknown => false,
    }
}

fn compress_store_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::CompressStoreOp(op);
    let m = o.mask(rw);
    match mask_format(rw.ctx_mut(), m) {
        MaskFormat::AllTrue => {
            let (v, base, indices) = (o.value_to_store(rw), o.base(rw), o.indices(rw));
            rw.replace_op_with_new_op(op, |rw, loc| {
                StoreOp::build_with_arguments(rw, loc, Some(&[]), v, base, &indices, None, None)
            })
            .is_ok()
        }
        MaskFormat::AllFalse => {
            rw.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `isZeroBasedContiguousSeq`: a 1-D fixed `vector.step` or constant
/// `[0, 1, ..., n-1]`.
fn zero_based_contiguous(rw: &mut PatternRewriter<'_>, v: Value) -> bool {
    let t = ty(rw, v);
    let Some((shape, scalable, _)) = vparts(rw, t) else {
        return false;
    };
    if shape.len() != 1 || scalable[0] {
        return false;
    }
    if def::<crate::vector::StepOp>(rw, v).is_some() {
        return true;
    }
    let Some(a) = ods::rewrite::fold::constant_value(rw.ctx_mut(), v) else {
        return false;
    };
    match Constant::from_attr(rw, a) {
        Some(Constant::Elements { splat, values, .. }) => {
            let n = shape[0] as usize;
            (0..n).all(|i| {
                values
                    .get(if splat { 0 } else { i })
                    .and_then(|x| x.as_int())
                    .is_some_and(|x| x.sext_u64() == i as i64)
            })
        }
        _ => false,
    }
}

fn gather_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::GatherOp(op);
    let m = o.mask(rw);
    if mask_format(rw.ctx_mut(), m) == MaskFormat::AllFalse {
        let p = o.pass_thru(rw);
        rw.replace_op(op, &[p]);
        return true;
    }
    false
}

fn fold_contiguous_gather(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::GatherOp(op);
    let base = o.base(rw);
    if !matches!(rw.type_kind(ty(rw, base)), TypeKind::MemRef { .. }) {
        return false;
    }
    let ind = o.indices(rw);
    if !zero_based_contiguous(rw, ind) {
        return false;
    }
    let (offsets, mask, pass_thru) = (o.offsets(rw), o.mask(rw), o.pass_thru(rw));
    let t = ty(rw, o.result(rw));
    rw.replace_op_with_new_op(op, |rw, loc| {
        MaskedLoadOp::build_with_arguments(
            rw,
            loc,
            Some(&[t]),
            base,
            &offsets,
            mask,
            pass_thru,
            None,
        )
    })
    .is_ok()
}

fn scatter_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::ScatterOp(op);
    let m = o.mask(rw);
    if mask_format(rw.ctx_mut(), m) != MaskFormat::AllFalse {
        return false;
    }
    match o.result(rw) {
        Some(_) => {
            let b = o.base(rw);
            rw.replace_op(op, &[b]);
        }
        None => rw.erase_op(op),
    }
    true
}

fn fold_contiguous_scatter(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let o = super::ops::ScatterOp(op);
    if o.result(rw).is_some() {
        return false;
    }
    let ind = o.indices(rw);
    if !zero_based_contiguous(rw, ind) {
        return false;
    }
    let (base, offsets) = (o.base(rw), o.offsets(rw));
    let (mask, v) = (o.mask(rw), o.value_to_store(rw));
    rw.replace_op_with_new_op(op, |rw, loc| {
        MaskedStoreOp::build_with_arguments(rw, loc, Some(&[]), base, &offsets, mask, v, None)
    })
    .is_ok()
}

/// `vector.maskedload`
pub fn maskedload(set: &mut RewritePatternSet) {
    add(
        set,
        "MaskedLoadFolder",
        crate::vector::MaskedLoadOp::NAME,
        masked_load_folder,
    );
}

/// `vector.maskedstore`
pub fn maskedstore(set: &mut RewritePatternSet) {
    add(
        set,
        "MaskedStoreFolder",
        crate::vector::MaskedStoreOp::NAME,
        masked_store_folder,
    );
}

/// `vector.expandload`
pub fn expandload(set: &mut RewritePatternSet) {
    add(
        set,
        "ExpandLoadFolder",
        crate::vector::ExpandLoadOp::NAME,
        expand_load_folder,
    );
}

/// `vector.compressstore`
pub fn compressstore(set: &mut RewritePatternSet) {
    add(
        set,
        "CompressStoreFolder",
        crate::vector::CompressStoreOp::NAME,
        compress_store_folder,
    );
}

/// `vector.gather`
pub fn gather(set: &mut RewritePatternSet) {
    add(
        set,
        "GatherFolder",
        crate::vector::GatherOp::NAME,
        gather_folder,
    );
    add(
        set,
        "FoldContiguousGather",
        crate::vector::GatherOp::NAME,
        fold_contiguous_gather,
    );
}

/// `vector.scatter`
pub fn scatter(set: &mut RewritePatternSet) {
    add(
        set,
        "ScatterFolder",
        crate::vector::ScatterOp::NAME,
        scatter_folder,
    );
    add(
        set,
        "FoldContiguousScatter",
        crate::vector::ScatterOp::NAME,
        fold_contiguous_scatter,
    );
}

// ------------------------------------------------------------- contract

/// `CanonicalizeContractAdd`: `add(contract(a, b, 0), c)` accumulates into
/// `c` directly.
fn contract_add(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let a = rw.operand(op, 0);
    let b = rw.operand(op, 1);
    for (maybe, other) in [(a, b), (b, a)] {
        let Some(contract) = def::<crate::vector::ContractionOp>(rw, maybe) else {
            continue;
        };
        let acc = rw.operand(contract, 2);
        let Some(zero_op) = def::<crate::arith::ConstantOp>(rw, acc) else {
            continue;
        };
        let acc_ty = ty(rw, acc);
        let zero = crate::arith::fold::zero_attr(rw.ctx_mut(), acc_ty);
        if zero.is_none() || rw.attr(zero_op, "value") != zero {
            continue;
        }
        let mut operands: Vec<Value> = rw.operands(contract).collect();
        operands[2] = other;
        let attrs = ods::builtin::all_attrs(rw, contract);
        let loc = loc_of(rw, contract);
        let n = rw
            .ctx_mut()
            .op_name(crate::vector::ContractionOp::NAME_BYTES);
        let mut s = OperationState::new(loc, n);
        s.operands.extend(operands);
        s.types.push(ty(rw, rw.result(contract, 0)));
        s.attributes.extend(attrs);
        rw.replace_op_with_new(op, s);
        return true;
    }
    false
}

/// `vector.contract` (its patterns are rooted at `arith.addi`/`arith.addf`)
pub fn contract(set: &mut RewritePatternSet) {
    add(
        set,
        "CanonicalizeContractAdd<arith::AddIOp>",
        crate::arith::AddIOp::NAME,
        contract_add,
    );
    add(
        set,
        "CanonicalizeContractAdd<arith::AddFOp>",
        crate::arith::AddFOp::NAME,
        contract_add,
    );
}

// ----------------------------------------------------------- create_mask

/// `getConstantVscaleMultiplier`
fn vscale_multiplier(rw: &mut PatternRewriter<'_>, v: Value) -> Option<i64> {
    if def::<crate::vector::VectorScaleOp>(rw, v).is_some() {
        return Some(1);
    }
    let mul = def::<crate::arith::MulIOp>(rw, v)?;
    let (l, r) = (rw.operand(mul, 0), rw.operand(mul, 1));
    if def::<crate::vector::VectorScaleOp>(rw, l).is_some() {
        return constant_int(rw.ctx_mut(), r);
    }
    if def::<crate::vector::VectorScaleOp>(rw, r).is_some() {
        return constant_int(rw.ctx_mut(), l);
    }
    None
}

fn create_mask_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let t = ty(rw, rw.result(op, 0));
    let Some((mut shape, mut scalable, _)) = vparts(rw, t) else {
        return false;
    };
    if shape.is_empty() {
        shape = vec![1];
        scalable = vec![false];
    }
    let operands: Vec<Value> = rw.operands(op).collect();
    let mut dims = Vec::new();
    for (i, v) in operands.into_iter().enumerate() {
        if let Some(c) = constant_int(rw.ctx_mut(), v) {
            if scalable[i] && c >= 0 {
                return false;
            }
            dims.push(c);
        } else if let Some(m) = vscale_multiplier(rw, v) {
            if m < shape[i] {
                return false;
            }
            dims.push(m);
        } else {
            return false;
        }
    }
    for (d, &n) in dims.iter_mut().zip(&shape) {
        *d = (*d).clamp(0, n);
    }
    if dims.contains(&0) {
        dims.iter_mut().for_each(|d| *d = 0);
    }
    let a = dense_array_attr(rw.ctx_mut(), 64, &dims);
    rw.replace_op_with_new_op(op, |rw, loc| {
        ConstantMaskOp::build_with_arguments(rw, loc, Some(&[t]), Some(a))
    })
    .is_ok()
}

/// `vector.create_mask`
pub fn create_mask(set: &mut RewritePatternSet) {
    add(
        set,
        "CreateMaskFolder",
        crate::vector::CreateMaskOp::NAME,
        create_mask_folder,
    );
}

// ---------------------------------------------------------------- extract

fn extract_from_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(d) = rw.defining_op(rw.operand(op, 0)) else {
        return false;
    };
    let name = rw.op_name_str(rw.op_name_of(d)).to_vec();
    let broadcast_like = match name.as_slice() {
        crate::vector::BroadcastOp::NAME_BYTES | crate::vector::SplatOp::NAME_BYTES => true,
        crate::vector::ShapeCastOp::NAME_BYTES => {
            let src = vshape(rw, ty(rw, rw.operand(d, 0)));
            let dst = vshape(rw, ty(rw, rw.result(d, 0)));
            dst.len() >= src.len() && dst[dst.len() - src.len()..] == src[..]
        }
        _ => false,
    };
    let out = ty(rw, rw.result(op, 0));
    if !broadcast_like || vector_parts(rw, out).is_none() {
        return false;
    }
    let source = rw.operand(d, 0);
    if is_broadcastable_to(rw, ty(rw, source), out) != Broadcastable::Success {
        return false;
    }
    replace_with_broadcast(rw, op, out, source)
}

fn extract_from_create_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cm) = def::<crate::vector::CreateMaskOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let out = ty(rw, rw.result(op, 0));
    if vector_parts(rw, out).is_none() {
        return false;
    }
    let mask_operands: Vec<Value> = rw.operands(cm).collect();
    let pos = dense_i64(rw, op, "static_position");
    let mask_shape = vshape(rw, ty(rw, rw.result(cm, 0)));
    let mut unknown = false;
    let cm_result = rw.result(cm, 0);
    let mut all_false = mask_format(rw.ctx_mut(), cm_result) == MaskFormat::AllFalse;
    let mut i = 0;
    while !all_false && i < pos.len() {
        let p = pos[i];
        let v = mask_operands[i];
        i += 1;
        if def::<crate::arith::ConstantOp>(rw, v).is_none() {
            unknown = true;
            continue;
        }
        let Some(bound) = constant_int(rw.ctx_mut(), v) else {
            unknown = true;
            continue;
        };
        if p != DYNAMIC {
            all_false |= p >= bound;
        } else if bound < mask_shape[i - 1] {
            unknown = true;
        }
    }
    if all_false {
        let Some(a) = bool_splat(rw.ctx_mut(), out, false) else {
            return false;
        };
        return replace_with_constant(rw, op, a);
    }
    if unknown {
        return false;
    }
    let rest = mask_operands[pos.len()..].to_vec();
    replace_with_create_mask(rw, op, out, &rest)
}

fn extract_from_shape_cast_to_shape_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = def::<crate::vector::ShapeCastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let src = rw.operand(cast, 0);
    let target = ty(rw, rw.result(op, 0));
    if vector_parts(rw, target).is_none() {
        return false;
    }
    if rw.num_elements(ty(rw, src)) != rw.num_elements(target) {
        return false;
    }
    replace_with_shape_cast(rw, op, target, src)
}

fn extract_from_from_elements(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let pos = dense_i64(rw, op, "static_position");
    if pos.contains(&DYNAMIC) {
        return false;
    }
    let res_ty = ty(rw, rw.result(op, 0));
    let Some((rshape, rscal, _)) = vparts(rw, res_ty) else {
        return false;
    };
    let Some(fe) = def::<crate::vector::FromElementsOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let in_ty = ty(rw, rw.result(fe, 0));
    let Some((ishape, iscal, _)) = vparts(rw, in_ty) else {
        return false;
    };
    if rscal.iter().any(|&s| s) || iscal.iter().any(|&s| s) {
        return false;
    }
    let mut first = pos.clone();
    first.extend(std::iter::repeat_n(0, rshape.len()));
    let flat = linearize(&first, &compute_strides(&ishape)) as usize;
    let n: i64 = rshape.iter().product();
    let elems: Vec<Value> = rw.operands(fe).skip(flat).take(n as usize).collect();
    rw.replace_op_with_new_op(op, |rw, loc| {
        FromElementsOp::build_with_arguments(rw, loc, Some(&[res_ty]), &elems)
    })
    .is_ok()
}

/// `vector.extract`
pub fn extract(set: &mut RewritePatternSet) {
    add(
        set,
        "ExtractOpFromBroadcast",
        crate::vector::ExtractOp::NAME,
        extract_from_broadcast,
    );
    add(
        set,
        "ExtractOpFromCreateMask",
        crate::vector::ExtractOp::NAME,
        extract_from_create_mask,
    );
    add(
        set,
        "foldExtractFromShapeCastToShapeCast",
        crate::vector::ExtractOp::NAME,
        extract_from_shape_cast_to_shape_cast,
    );
    add(
        set,
        "foldExtractFromFromElements",
        crate::vector::ExtractOp::NAME,
        extract_from_from_elements,
    );
}

// ---------------------------------------------------- extract_strided_slice

fn has_non_unit_strides(ctx: &Context, op: Operation) -> bool {
    int_array_attr(ctx, op, "strides").iter().any(|&s| s != 1)
}

fn strided_slice_create_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cm) = def::<crate::vector::CreateMaskOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    if has_non_unit_strides(rw, op) {
        return false;
    }
    let dims: Vec<Value> = rw.operands(cm).collect();
    let offsets = int_array_attr(rw, op, "offsets");
    let sizes = int_array_attr(rw, op, "sizes");
    let loc = loc_of(rw, op);
    let mut new_dims = Vec::with_capacity(dims.len());
    for ((&d, &o), _) in dims.iter().zip(&offsets).zip(&sizes) {
        let dt = ty(rw, d);
        let width = match rw.type_kind(dt) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        let a = rw.ctx_mut().integer_attr(dt, APInt::from_i64(width, o));
        let off = constant(rw, loc, a);
        let sub = arith::SubIOp::build_with_arguments(rw, loc, Some(&[dt]), d, off, None);
        let sub = result0(rw, sub);
        new_dims.push(sub);
    }
    new_dims.extend_from_slice(&dims[new_dims.len()..]);
    let t = ty(rw, rw.result(op, 0));
    replace_with_create_mask(rw, op, t, &new_dims)
}

fn strided_slice_constant_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cm) = def::<crate::vector::ConstantMaskOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    if has_non_unit_strides(rw, op) {
        return false;
    }
    let mask_dims = dense_i64(rw, cm, "mask_dim_sizes");
    let offsets = int_array_attr(rw, op, "offsets");
    let sizes = int_array_attr(rw, op, "sizes");
    let mut new: Vec<i64> = mask_dims
        .iter()
        .zip(&offsets)
        .zip(&sizes)
        .map(|((&m, &o), &s)| 0.max((o + s).min(m) - o))
        .collect();
    new.extend_from_slice(&mask_dims[new.len()..]);
    if new.contains(&0) {
        new = vec![0; mask_dims.len()];
    }
    let t = ty(rw, rw.result(op, 0));
    let a = dense_array_attr(rw.ctx_mut(), 64, &new);
    rw.replace_op_with_new_op(op, |rw, loc| {
        ConstantMaskOp::build_with_arguments(rw, loc, Some(&[t]), Some(a))
    })
    .is_ok()
}

fn strided_slice_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = def::<crate::vector::BroadcastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let source = rw.operand(b, 0);
    let src_vec = vparts(rw, ty(rw, source));
    let src_shape = src_vec
        .as_ref()
        .map(|(s, _, _)| s.clone())
        .unwrap_or_default();
    let src_rank = src_shape.len();
    let dst_ty = ty(rw, rw.result(op, 0));
    let dst_shape = vshape(rw, dst_ty);
    let rank_diff = dst_shape.len() - src_rank;
    let needs_slice =
        (0..src_rank).any(|i| src_shape[i] != 1 && src_shape[i] != dst_shape[i + rank_diff]);
    let mut src = source;
    if needs_slice {
        let drop = |v: Vec<i64>| -> Vec<i64> { v.into_iter().skip(rank_diff).collect() };
        let mut offsets = drop(int_array_attr(rw, op, "offsets"));
        let mut sizes = drop(int_array_attr(rw, op, "sizes"));
        let strides = drop(int_array_attr(rw, op, "strides"));
        for i in 0..src_rank {
            if src_shape[i] == 1 {
                offsets[i] = 0;
                sizes[i] = 1;
            }
        }
        let (sshape, sscal, selem) = src_vec.expect("a vector source");
        let mut shape: Vec<i64> = sizes.clone();
        shape.extend_from_slice(&sshape[sizes.len()..]);
        let res_ty = vector_type(rw.ctx_mut(), &shape, selem, &sscal);
        let loc = loc_of(rw, op);
        let (o, s, st) = (
            i64_array(rw.ctx_mut(), &offsets),
            i64_array(rw.ctx_mut(), &sizes),
            i64_array(rw.ctx_mut(), &strides),
        );
        let e = ExtractStridedSliceOp::build_with_arguments(
            rw,
            loc,
            Some(&[res_ty]),
            src,
            Some(o),
            Some(s),
            Some(st),
        );
        src = result0(rw, e);
    }
    replace_with_broadcast(rw, op, dst_ty, src)
}

fn strided_slice_splat(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = scalar_splat_source(rw, rw.operand(op, 0)) else {
        return false;
    };
    let t = ty(rw, rw.result(op, 0));
    replace_with_broadcast(rw, op, t, s)
}

fn contiguous_extract_strided_slice(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if has_non_unit_strides(rw, op) {
        return false;
    }
    let source = rw.operand(op, 0);
    let Some((sshape, sscal, _)) = vparts(rw, ty(rw, source)) else {
        return false;
    };
    if sscal.iter().any(|&s| s) || sshape.is_empty() {
        return false;
    }
    let sizes = int_array_attr(rw, op, "sizes");
    let mut num = sizes.len();
    while num > 0 && sizes[num - 1] == sshape[num - 1] {
        num -= 1;
    }
    if num == 0 {
        return false;
    }
    if num == sshape.len() && sizes.len() == sshape.len() {
        return false;
    }
    if sizes[..num].iter().any(|&s| s != 1) {
        return false;
    }
    while num + 1 < sizes.len() && sizes[num] == 1 {
        num += 1;
    }
    let offsets = int_array_attr(rw, op, "offsets");
    let loc = loc_of(rw, op);
    let e = extract_create(rw, loc, source, &offsets[..num], false);
    let t = ty(rw, rw.result(op, 0));
    replace_with_shape_cast(rw, op, t, e)
}

/// `vector.extract_strided_slice`
pub fn extract_strided_slice(set: &mut RewritePatternSet) {
    let r = crate::vector::ExtractStridedSliceOp::NAME;
    add(
        set,
        "StridedSliceCreateMaskFolder",
        r,
        strided_slice_create_mask,
    );
    add(
        set,
        "StridedSliceConstantMaskFolder",
        r,
        strided_slice_constant_mask,
    );
    add(set, "StridedSliceBroadcast", r, strided_slice_broadcast);
    add(set, "StridedSliceSplat", r, strided_slice_splat);
    add(
        set,
        "ContiguousExtractStridedSliceToExtract",
        r,
        contiguous_extract_strided_slice,
    );
}

// ---------------------------------------------------------- from_elements

fn from_elements_as_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let elems: Vec<Value> = rw.operands(op).collect();
    if elems.is_empty() || !elems.iter().all(|&e| e == elems[0]) {
        return false;
    }
    let t = ty(rw, rw.result(op, 0));
    replace_with_broadcast(rw, op, t, elems[0])
}

fn from_elements_to_shape_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let res_ty = ty(rw, rw.result(op, 0));
    let num_elms = rw.num_elements(res_ty).unwrap_or(0);
    if num_elms == 1 {
        return false;
    }
    let elems: Vec<Value> = rw.operands(op).collect();
    let mut source: Option<Value> = None;
    let mut combined: Vec<i64> = Vec::new();
    let mut expected: Vec<i64> = Vec::new();
    for (i, &e) in elems.iter().enumerate() {
        let Some(ex) = def::<crate::vector::ExtractOp>(rw, e) else {
            return false;
        };
        let src = rw.operand(ex, 0);
        if i == 0 {
            source = Some(src);
        } else if Some(src) != source {
            return false;
        }
        let pos = dense_i64(rw, ex, "static_position");
        let src_shape = vshape(rw, ty(rw, src));
        if pos.len() != src_shape.len() || pos.contains(&DYNAMIC) {
            return false;
        }
        if i == 0 {
            let mut suffix: i64 = 1;
            let mut index = pos.len();
            while index > 0 && pos[index - 1] == 0 && suffix < num_elms {
                suffix *= src_shape[index - 1];
                index -= 1;
            }
            if suffix != num_elms {
                return false;
            }
            expected = pos.clone();
            combined = pos[..index].to_vec();
        } else if expected != pos {
            return false;
        }
        for d in (0..expected.len()).rev() {
            expected[d] += 1;
            if expected[d] < src_shape[d] {
                break;
            }
            expected[d] = 0;
        }
    }
    let Some(source) = source else {
        return false;
    };
    let loc = loc_of(rw, op);
    let extracted = extract_create(rw, loc, source, &combined, true);
    replace_with_shape_cast(rw, op, res_ty, extracted)
}

/// `vector.from_elements`
pub fn from_elements(set: &mut RewritePatternSet) {
    add(
        set,
        "rewriteFromElementsAsBroadcast",
        crate::vector::FromElementsOp::NAME,
        from_elements_as_broadcast,
    );
    add(
        set,
        "FromElementsToShapeCast",
        crate::vector::FromElementsOp::NAME,
        from_elements_to_shape_cast,
    );
}

// ------------------------------------------------------------------ insert

fn insert_to_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rw.operand(op, 0);
    let vt = ty(rw, v);
    let dest_ty = ty(rw, rw.operand(op, 1));
    if vector_parts(rw, vt).is_none() || rw.num_elements(dest_ty) != rw.num_elements(vt) {
        return false;
    }
    replace_with_broadcast(rw, op, dest_ty, v)
}

fn insert_splat_to_splat(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = scalar_splat_source(rw, rw.operand(op, 0)) else {
        return false;
    };
    if scalar_splat_source(rw, rw.operand(op, 1)) != Some(s) {
        return false;
    }
    let t = ty(rw, rw.result(op, 0));
    replace_with_broadcast(rw, op, t, s)
}

fn insert_chain_fully_initialized(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let dest_ty = ty(rw, rw.operand(op, 1));
    let Some((dshape, dscal, _)) = vparts(rw, dest_ty) else {
        return false;
    };
    if dscal.iter().any(|&s| s) {
        return false;
    }
    let res = rw.result(op, 0);
    for user in rw.users(res) {
        if rw.op_name_str(rw.op_name_of(user)) == crate::vector::InsertOp::NAME_BYTES
            && rw.operand(user, 1) == res
        {
            return false;
        }
    }
    let mut chain = Vec::new();
    let mut cur = Some(op);
    while let Some(c) = cur {
        if dense_i64(rw, c, "static_position").contains(&DYNAMIC) {
            return false;
        }
        chain.push(c);
        cur = def::<crate::vector::InsertOp>(rw, rw.operand(c, 1));
        if let Some(n) = cur {
            if rw.num_uses(rw.result(n, 0)) != 1 {
                return false;
            }
        }
    }
    let size: i64 = dshape.iter().product();
    let strides = compute_strides(&dshape);
    let mut initialized = vec![false; size as usize];
    let mut count = 0;
    let mut pending: Vec<(usize, usize, Value)> = Vec::new();
    for &ins in &chain {
        let pos = dense_i64(rw, ins, "static_position");
        if pos.contains(&super::verify::POISON_INDEX) {
            return false;
        }
        let mut complete = vec![0i64; dshape.len()];
        complete[..pos.len()].copy_from_slice(&pos);
        let begin = linearize(&complete, &strides) as usize;
        let v = rw.operand(ins, 0);
        let n = rw
            .num_elements(ty(rw, v))
            .filter(|_| vector_parts(rw, ty(rw, v)).is_some())
            .unwrap_or(1) as usize;
        for slot in initialized.iter_mut().skip(begin).take(n) {
            if !*slot {
                *slot = true;
                count += 1;
            }
        }
        pending.push((begin, n, v));
        if count == size {
            break;
        }
    }
    if count != size {
        return false;
    }
    let loc = loc_of(rw, op);
    let mut elements: Vec<Option<Value>> = vec![None; size as usize];
    for &(begin, n, v) in pending.iter().rev() {
        let vt = ty(rw, v);
        let Some((_, _, e)) = vparts(rw, vt) else {
            elements[begin] = Some(v);
            continue;
        };
        let types = vec![e; n];
        let te = made(ToElementsOp::build_with_arguments(rw, loc, Some(&types), v)).operation();
        for k in 0..n {
            elements[begin + k] = Some(rw.result(te, k));
        }
    }
    let elems: Vec<Value> = elements
        .into_iter()
        .map(|e| e.expect("initialized"))
        .collect();
    rw.replace_op_with_new_op(op, |rw, loc| {
        FromElementsOp::build_with_arguments(rw, loc, Some(&[dest_ty]), &elems)
    })
    .is_ok()
}

/// `vector.insert` (`BroadcastFolder` is rooted at `vector.broadcast`)
pub fn insert(set: &mut RewritePatternSet) {
    add(
        set,
        "InsertToBroadcast",
        crate::vector::InsertOp::NAME,
        insert_to_broadcast,
    );
    add(
        set,
        "BroadcastFolder",
        crate::vector::BroadcastOp::NAME,
        broadcast_folder,
    );
    add(
        set,
        "InsertSplatToSplat",
        crate::vector::InsertOp::NAME,
        insert_splat_to_splat,
    );
    add(
        set,
        "InsertChainFullyInitialized",
        crate::vector::InsertOp::NAME,
        insert_chain_fully_initialized,
    );
}

// --------------------------------------------------- insert_strided_slice

fn insert_strided_slice_splat(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let dst = rw.operand(op, 1);
    let Some(s) = scalar_splat_source(rw, rw.operand(op, 0)) else {
        return false;
    };
    if scalar_splat_source(rw, dst) != Some(s) {
        return false;
    }
    rw.replace_op(op, &[dst]);
    true
}

fn insert_strided_slice_of_extract(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(ex) = def::<crate::vector::ExtractStridedSliceOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let dst = rw.operand(op, 1);
    if rw.operand(ex, 0) != dst {
        return false;
    }
    if rw.attr(ex, "strides") != rw.attr(op, "strides")
        || rw.attr(ex, "offsets") != rw.attr(op, "offsets")
    {
        return false;
    }
    rw.replace_op(op, &[dst]);
    true
}

fn insert_strided_slice_constant(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    const THRESHOLD: i64 = 256;
    let dest = rw.operand(op, 1);
    let Some(dest_cst) = ods::rewrite::fold::constant_value(rw.ctx_mut(), dest) else {
        return false;
    };
    let dest_ty = ty(rw, dest);
    let Some((dshape, dscal, _)) = vparts(rw, dest_ty) else {
        return false;
    };
    if dscal.iter().any(|&s| s) {
        return false;
    }
    let n: i64 = dshape.iter().product();
    if n > THRESHOLD && rw.num_uses(dest) != 1 {
        return false;
    }
    let src = rw.operand(op, 0);
    let Some(src_cst) = ods::rewrite::fold::constant_value(rw.ctx_mut(), src) else {
        return false;
    };
    if crate::ub::is_poison(rw, dest_cst) || crate::ub::is_poison(rw, src_cst) {
        return false;
    }
    if has_non_unit_strides(rw, op) {
        return false;
    }
    let (
        Some(Constant::Elements {
            splat: ds,
            values: dv,
            ..
        }),
        Some(Constant::Elements {
            splat: ss,
            values: sv,
            ..
        }),
    ) = (
        Constant::from_attr(rw, dest_cst),
        Constant::from_attr(rw, src_cst),
    )
    else {
        return false;
    };
    let slice_shape = vshape(rw, ty(rw, src));
    let rank_diff = dshape.len() - slice_shape.len();
    let offsets = int_array_attr(rw, op, "offsets");
    let strides = compute_strides(&dshape);
    let mut values: Vec<Scalar> = if ds {
        vec![dv[0].clone(); n as usize]
    } else {
        dv
    };
    let mut cur = offsets.clone();
    let slice_offsets = offsets[rank_diff..].to_vec();
    let mut k = 0;
    loop {
        let lin = linearize(&cur, &strides) as usize;
        values[lin] = sv[if ss { 0 } else { k }].clone();
        k += 1;
        // `incSlicePosition` over the trailing (slice) dimensions.
        let mut advanced = false;
        for i in (0..slice_shape.len()).rev() {
            let d = rank_diff + i;
            cur[d] += 1;
            if cur[d] < slice_shape[i] + slice_offsets[i] {
                advanced = true;
                break;
            }
            cur[d] = slice_offsets[i];
        }
        if !advanced {
            break;
        }
    }
    let Some(a) = dense_attr(rw.ctx_mut(), dest_ty, &values) else {
        return false;
    };
    replace_with_constant(rw, op, a)
}

/// `vector.insert_strided_slice`
pub fn insert_strided_slice(set: &mut RewritePatternSet) {
    let r = crate::vector::InsertStridedSliceOp::NAME;
    add(
        set,
        "FoldInsertStridedSliceSplat",
        r,
        insert_strided_slice_splat,
    );
    add(
        set,
        "FoldInsertStridedSliceOfExtract",
        r,
        insert_strided_slice_of_extract,
    );
    add(
        set,
        "InsertStridedSliceConstantFolder",
        r,
        insert_strided_slice_constant,
    );
}

// -------------------------------------------------------------------- mask

fn canonicalize_empty_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let region = rw.region(op, 0);
    let Some(&block) = rw.region_blocks(region).first() else {
        return false;
    };
    let ops: Vec<Operation> = rw.block_ops_iter(block).collect();
    if ops.len() != 1 || rw.num_operands(op) < 2 {
        return false;
    }
    let term = ops[0];
    if rw.num_operands(term) != 1 {
        return false;
    }
    let (m, y, p) = (rw.operand(op, 0), rw.operand(term, 0), rw.operand(op, 1));
    let t = ty(rw, rw.result(op, 0));
    rw.replace_op_with_new_op(op, |rw, loc| {
        arith::SelectOp::build_with_arguments(rw, loc, Some(&[t]), m, y, p)
    })
    .is_ok()
}

/// `vector.mask`
pub fn mask(set: &mut RewritePatternSet) {
    add(
        set,
        "CanonializeEmptyMaskOp",
        crate::vector::MaskOp::NAME,
        canonicalize_empty_mask,
    );
}

// ------------------------------------------------------------ reductions

fn elide_unit_dims_multi_reduction(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let shape = vshape(rw, ty(rw, src));
    let dims = dense_i64(rw, op, "reduction_dims");
    for (i, &d) in shape.iter().enumerate() {
        if dims.contains(&(i as i64)) && d != 1 {
            return false;
        }
    }
    let masking = masking_op(rw, op);
    let saved = rw.insertion_point();
    let (root, mut mask) = match masking {
        Some(m) => {
            rw.set_insertion_point(m);
            (m, Some(rw.operand(m, 0)))
        }
        None => (op, None),
    };
    let loc = loc_of(rw, op);
    let acc = rw.operand(op, 1);
    let dest_ty = ty(rw, rw.result(op, 0));
    let cast = if let Some((dshape, dscal, _)) = vparts(rw, dest_ty) {
        if let Some(m) = mask {
            let i1 = rw.ctx_mut().int_type(1);
            let mt = vector_type(rw.ctx_mut(), &dshape, i1, &dscal);
            let c = ShapeCastOp::build_with_arguments(rw, loc, Some(&[mt]), m);
            mask = Some(result0(rw, c));
        }
        let c = ShapeCastOp::build_with_arguments(rw, loc, Some(&[dest_ty]), src);
        result0(rw, c)
    } else {
        if let Some(m) = mask {
            let r = rank_of(rw, ty(rw, m));
            mask = Some(extract_create(rw, loc, m, &vec![0; r], false));
        }
        let r = shape.len();
        extract_create(rw, loc, src, &vec![0; r], false)
    };
    let kind = super::verify::kind_of(rw, op).unwrap_or(super::enums::CombiningKind::ADD);
    let result = make_arith_reduction(rw, loc, kind, acc, cast, None, mask);
    rw.restore_insertion_point(saved);
    rw.replace_op(root, &[result]);
    true
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len())
}

/// `vector.multi_reduction`
pub fn multi_reduction(set: &mut RewritePatternSet) {
    add(
        set,
        "ElideUnitDimsInMultiDimReduction",
        crate::vector::MultiDimReductionOp::NAME,
        elide_unit_dims_multi_reduction,
    );
}

fn elide_single_element_reduction(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let masking = masking_op(rw, op);
    let src = rw.operand(op, 0);
    let shape = vshape(rw, ty(rw, src));
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let saved = rw.insertion_point();
    let (root, mut mask) = match masking {
        Some(m) => {
            rw.set_insertion_point(m);
            (m, Some(rw.operand(m, 0)))
        }
        None => (op, None),
    };
    let loc = loc_of(rw, op);
    if let Some(m) = mask {
        let r = rank_of(rw, ty(rw, m));
        mask = Some(extract_create(rw, loc, m, &vec![0; r], false));
    }
    let mut result = extract_create(rw, loc, src, &vec![0; shape.len()], false);
    let o = super::ops::ReductionOp(op);
    if let Some(acc) = o.acc(rw) {
        let kind = super::verify::kind_of(rw, op).unwrap_or(super::enums::CombiningKind::ADD);
        let fm = rw.attr(op, "fastmath");
        result = make_arith_reduction(rw, loc, kind, result, acc, fm, mask);
    }
    rw.restore_insertion_point(saved);
    rw.replace_op(root, &[result]);
    true
}

/// `vector.reduction`
pub fn reduction(set: &mut RewritePatternSet) {
    add(
        set,
        "ElideSingleElementReduction",
        crate::vector::ReductionOp::NAME,
        elide_single_element_reduction,
    );
}

// ------------------------------------------------------------ shape_cast

/// `trimTrailingOneDims`
fn trim_trailing_one_dims(shape: &[i64], scalable: &[bool]) -> (Vec<i64>, Vec<bool>) {
    let mut n = shape.len();
    while n > 0 && shape[n - 1] == 1 && !scalable[n - 1] {
        n -= 1;
    }
    if n == 0 {
        return (
            shape[shape.len().saturating_sub(1)..].to_vec(),
            scalable[scalable.len().saturating_sub(1)..].to_vec(),
        );
    }
    (shape[..n].to_vec(), scalable[..n].to_vec())
}

fn shape_cast_create_mask_trailing_one_dim(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let cm = def::<crate::vector::CreateMaskOp>(rw, src);
    let km = def::<crate::vector::ConstantMaskOp>(rw, src);
    if cm.is_none() && km.is_none() {
        return false;
    }
    let res_ty = ty(rw, rw.result(op, 0));
    let (Some((rs, rc, _)), Some((ss, sc, _))) = (vparts(rw, res_ty), vparts(rw, ty(rw, src)))
    else {
        return false;
    };
    if trim_trailing_one_dims(&ss, &sc) != (rs.clone(), rc) {
        return false;
    }
    let drop = ss.len() - rs.len();
    if drop == 0 {
        return false;
    }
    if let Some(cm) = cm {
        let ops: Vec<Value> = rw.operands(cm).collect();
        for &v in &ops[ops.len() - drop..] {
            if def::<crate::arith::ConstantOp>(rw, v).is_none()
                || constant_int(rw.ctx_mut(), v) != Some(1)
            {
                return false;
            }
        }
        let keep = ops[..ops.len() - drop].to_vec();
        return replace_with_create_mask(rw, op, res_ty, &keep);
    }
    let km = km.expect("constant_mask");
    let sizes = dense_i64(rw, km, "mask_dim_sizes");
    if sizes[sizes.len() - drop..].iter().any(|&s| s != 1) {
        return false;
    }
    let a = dense_array_attr(rw.ctx_mut(), 64, &sizes[..sizes.len() - drop]);
    rw.replace_op_with_new_op(op, |rw, loc| {
        ConstantMaskOp::build_with_arguments(rw, loc, Some(&[res_ty]), Some(a))
    })
    .is_ok()
}

fn shape_cast_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = def::<crate::vector::BroadcastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let source = rw.operand(b, 0);
    let src_ty = ty(rw, source);
    let dst_ty = ty(rw, rw.result(op, 0));
    if vector_parts(rw, src_ty).is_some() {
        if rw.num_elements(src_ty) == rw.num_elements(dst_ty) {
            return replace_with_shape_cast(rw, op, dst_ty, source);
        }
        if is_broadcastable_to(rw, src_ty, dst_ty) == Broadcastable::Success {
            return replace_with_broadcast(rw, op, dst_ty, source);
        }
        return false;
    }
    replace_with_broadcast(rw, op, dst_ty, source)
}

/// `vector.shape_cast`
pub fn shape_cast(set: &mut RewritePatternSet) {
    add(
        set,
        "ShapeCastCreateMaskFolderTrailingOneDim",
        crate::vector::ShapeCastOp::NAME,
        shape_cast_create_mask_trailing_one_dim,
    );
    add(
        set,
        "ShapeCastBroadcastFolder",
        crate::vector::ShapeCastOp::NAME,
        shape_cast_broadcast,
    );
}

// --------------------------------------------------------------- shuffle

fn shuffle_splat(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = scalar_splat_source(rw, rw.operand(op, 0)) else {
        return false;
    };
    if scalar_splat_source(rw, rw.operand(op, 1)) != Some(s) {
        return false;
    }
    let t = ty(rw, rw.result(op, 0));
    replace_with_broadcast(rw, op, t, s)
}

fn shuffle_interleave(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let res_ty = ty(rw, rw.result(op, 0));
    let Some((rs, rc, _)) = vparts(rw, res_ty) else {
        return false;
    };
    if rc.iter().any(|&s| s) || rs.len() != 1 {
        return false;
    }
    let (v1, v2) = (rw.operand(op, 0), rw.operand(op, 1));
    let st = ty(rw, v1);
    if st != ty(rw, v2) || rw.num_elements(st).map(|n| n * 2) != Some(rs[0]) {
        return false;
    }
    let mask = dense_i64(rw, op, "mask");
    let n = rs[0];
    for i in 0..(n / 2) as usize {
        if mask[2 * i] != i as i64 || mask[2 * i + 1] != n / 2 + i as i64 {
            return false;
        }
    }
    rw.replace_op_with_new_op(op, |rw, loc| {
        InterleaveOp::build_with_arguments(rw, loc, Some(&[res_ty]), v1, v2)
    })
    .is_ok()
}

fn canonicalize_0d_shuffle(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let v1 = rw.operand(op, 0);
    let Some((s1, _, e)) = vparts(rw, ty(rw, v1)) else {
        return false;
    };
    let mask = dense_i64(rw, op, "mask");
    if !s1.is_empty() || mask.len() != 1 {
        return false;
    }
    let t = vector_type(rw.ctx_mut(), &[1], e, &[false]);
    let src = if mask[0] == 0 { v1 } else { rw.operand(op, 1) };
    replace_with_broadcast(rw, op, t, src)
}

/// `vector.shuffle`
pub fn shuffle(set: &mut RewritePatternSet) {
    add(
        set,
        "ShuffleSplat",
        crate::vector::ShuffleOp::NAME,
        shuffle_splat,
    );
    add(
        set,
        "ShuffleInterleave",
        crate::vector::ShuffleOp::NAME,
        shuffle_interleave,
    );
    add(
        set,
        "Canonicalize0DShuffleOp",
        crate::vector::ShuffleOp::NAME,
        canonicalize_0d_shuffle,
    );
}

// ------------------------------------------------------------------ step

/// `StepCompareFolder`: `cmpi(step, splat c)` whose lanes all agree
/// becomes a constant.
fn step_compare_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let step = rw.result(op, 0);
    let st = ty(rw, step);
    let Some((shape, scalable, _)) = vparts(rw, st) else {
        return false;
    };
    if scalable.iter().any(|&s| s) {
        return false;
    }
    let n = shape[0];
    for user in rw.users(step) {
        if rw.op_name_str(rw.op_name_of(user)) != crate::arith::CmpIOp::NAME_BYTES {
            continue;
        }
        let (l, r) = (rw.operand(user, 0), rw.operand(user, 1));
        let (other, step_is_lhs) = if l == step { (r, true) } else { (l, false) };
        let Some(a) = ods::rewrite::fold::constant_value(rw.ctx_mut(), other) else {
            continue;
        };
        let c = match Constant::from_attr(rw, a) {
            Some(Constant::Elements {
                splat: true,
                values,
                ..
            }) => match values[0].as_int() {
                Some(v) => v.to_u64(),
                None => continue,
            },
            _ => continue,
        };
        let Some(c) = c else { continue };
        let pred = rw
            .attr(user, "predicate")
            .and_then(|p| match rw.attr_kind(p) {
                AttrKind::Integer { value, .. } => value.to_u64(),
                _ => None,
            });
        // eq ne slt sle sgt sge ult ule ugt uge
        let Some(pred) = pred else { continue };
        let eval = |lane: u64| -> Option<bool> {
            let (x, y) = if step_is_lhs { (lane, c) } else { (c, lane) };
            Some(match pred {
                0 => x == y,
                1 => x != y,
                6 => x < y,
                7 => x <= y,
                8 => x > y,
                9 => x >= y,
                _ => return None,
            })
        };
        let Some(first) = eval(0) else { continue };
        if !(0..n as u64).all(|lane| eval(lane) == Some(first)) {
            continue;
        }
        let ut = ty(rw, rw.result(user, 0));
        let Some(attr) = bool_splat(rw.ctx_mut(), ut, first) else {
            continue;
        };
        // One comparison per application, the most recent use first.
        let saved = rw.insertion_point();
        rw.set_insertion_point(user);
        replace_with_constant(rw, user, attr);
        rw.restore_insertion_point(saved);
        return true;
    }
    false
}

/// `vector.step`
pub fn step(set: &mut RewritePatternSet) {
    add(
        set,
        "StepCompareFolder",
        crate::vector::StepOp::NAME,
        step_compare_folder,
    );
}

// ------------------------------------------------------------ to_elements

fn to_elements_of_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = def::<crate::vector::BroadcastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let src = rw.operand(b, 0);
    let n = rw.num_results(op);
    let Some((sshape, _, se)) = vparts(rw, ty(rw, src)) else {
        rw.replace_op(op, &vec![src; n]);
        return true;
    };
    let dshape = vshape(rw, ty(rw, rw.operand(op, 0)));
    let loc = loc_of(rw, op);
    let m = rw.num_elements(ty(rw, src)).unwrap_or(0) as usize;
    let te = ToElementsOp::build_with_arguments(rw, loc, Some(&vec![se; m]), src);
    let src_elems = made(te).operation();
    let dstrides = compute_strides(&dshape);
    let sstrides = compute_strides(&sshape);
    let lead = dshape.len() - sshape.len();
    let mut values = Vec::with_capacity(n);
    for lin in 0..n as i64 {
        let mut rem = lin;
        let mut idx = Vec::with_capacity(dshape.len());
        for &s in &dstrides {
            idx.push(rem / s);
            rem %= s;
        }
        let spos: Vec<i64> = (0..sshape.len())
            .map(|i| if sshape[i] == 1 { 0 } else { idx[lead + i] })
            .collect();
        let k = linearize(&spos, &sstrides) as usize;
        values.push(rw.result(src_elems, k));
    }
    rw.replace_op(op, &values);
    true
}

/// `vector.to_elements`
pub fn to_elements(set: &mut RewritePatternSet) {
    add(
        set,
        "ToElementsOfBroadcast",
        crate::vector::ToElementsOp::NAME,
        to_elements_of_broadcast,
    );
}

// -------------------------------------------------------------- transfers

fn transfer_read_after_write_to_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let tr = transfer_operands(rw, op);
    let Some(write) = def::<crate::vector::TransferWriteOp>(rw, tr.base) else {
        return false;
    };
    let tw = transfer_operands(rw, write);
    let tensor = |ctx: &Context, v: Value| {
        matches!(ctx.type_kind(ty(ctx, v)), TypeKind::RankedTensor { .. })
    };
    if !tensor(rw, tr.base) || !tensor(rw, tw.base) {
        return false;
    }
    let oob = |ctx: &Context, o: Operation| {
        let flags = super::fold::in_bounds(ctx, o);
        let Some(map) = permutation_map(ctx, o) else {
            return true;
        };
        (0..map.num_results(ctx.affine()) as usize).any(|i| {
            map.result(ctx.affine(), i).as_constant(ctx.affine()) != Some(0)
                && !flags.get(i).copied().unwrap_or(false)
        })
    };
    if oob(rw, op) || oob(rw, write) {
        return false;
    }
    let (Some(rmap), Some(wmap)) = (permutation_map(rw, op), permutation_map(rw, write)) else {
        return false;
    };
    // `getTransferChunkAccessed`: the vector shape through the map, per
    // source dim.
    let chunk = |ctx: &Context, map: AffineMap, vec: Type, base: Value| -> Vec<i64> {
        let rank = ctx.shaped_info(ty(ctx, base)).map_or(0, |(s, _)| s.len());
        let mut dims = vec![0i64; rank];
        let vs = vshape(ctx, vec);
        for (i, &size) in vs
            .iter()
            .enumerate()
            .take(map.num_results(ctx.affine()) as usize)
        {
            if let Some(d) = map.result(ctx.affine(), i).as_dim(ctx.affine()) {
                dims[d as usize] = size;
            }
        }
        dims
    };
    if chunk(rw, rmap, tr.vector, tr.base) != chunk(rw, wmap, tw.vector, tw.base) {
        return false;
    }
    let unused = |ctx: &Context, m: AffineMap| ods::affine::unused_dims(ctx.affine(), &[m]);
    if unused(rw, rmap) != unused(rw, wmap) {
        return false;
    }
    let read_map = ods::affine::compress_unused_dims(rw.ctx_mut().affine_mut(), rmap);
    let write_map = ods::affine::compress_unused_dims(rw.ctx_mut().affine_mut(), wmap);
    let bcast = !read_map.broadcast_dims(rw.affine()).is_empty()
        || !write_map.broadcast_dims(rw.affine()).is_empty();
    if !bcast || tr.mask.is_some() || tw.mask.is_some() || tr.indices != tw.indices {
        return false;
    }
    let map = read_map.compose(rw.ctx_mut().affine_mut(), write_map);
    if map.num_results(rw.affine()) == 0 {
        return false;
    }
    let Some(perm) = permutation_to_minor_identity_with_broadcasting(rw, map) else {
        return false;
    };
    let (dest_shape, dest_scal, _) = vparts(rw, tr.vector).expect("a vector");
    let mut bshape = vec![0i64; dest_shape.len()];
    let mut bscal = vec![false; dest_shape.len()];
    for (i, &p) in perm.iter().enumerate() {
        bshape[p as usize] = dest_shape[i];
        bscal[p as usize] = dest_scal[i];
    }
    let welem = vparts(rw, tw.vector).expect("a vector").2;
    let bt = vector_type(rw.ctx_mut(), &bshape, welem, &bscal);
    let loc = loc_of(rw, op);
    let v = rw.operand(write, 0);
    let b = BroadcastOp::build_with_arguments(rw, loc, Some(&[bt]), v);
    let b = result0(rw, b);
    let tperm: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    let pa = dense_array_attr(rw.ctx_mut(), 64, &tperm);
    let t = ty(rw, rw.result(op, 0));
    rw.replace_op_with_new_op(op, |rw, loc| {
        TransposeOp::build_with_arguments(rw, loc, Some(&[t]), b, Some(pa))
    })
    .is_ok()
}

/// A permutation taking `map` to a minor identity with broadcasts (MLIR's
/// `AffineMap::isPermutationOfMinorIdentityWithBroadcasting`): result `i`
/// goes to position `perm[i]`; broadcast results fill the free slots in order.
fn permutation_to_minor_identity_with_broadcasting(
    ctx: &Context,
    map: AffineMap,
) -> Option<Vec<u32>> {
    let a = ctx.affine();
    let results = map.num_results(a) as usize;
    let inputs = (map.num_dims(a) + map.num_symbols(a)) as usize;
    let projection_start = inputs.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(inputs);
    let mut perm = vec![0u32; results];
    let mut found = vec![false; inputs.max(results)];
    let mut broadcasts = Vec::new();
    for (i, slot) in perm.iter_mut().enumerate() {
        let e = map.result(a, i);
        if let Some(c) = e.as_constant(a) {
            if c != 0 {
                return None;
            }
            broadcasts.push(i);
        } else if let Some(d) = e.as_dim(a) {
            let d = d as usize;
            if d < projection_start {
                return None;
            }
            let p = d - projection_start + leading_broadcast;
            *slot = p as u32;
            found[p] = true;
        } else {
            return None;
        }
    }
    let mut pos = 0;
    for i in broadcasts {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        perm[i] = pos as u32;
        pos += 1;
    }
    Some(perm)
}

/// `vector.transfer_read`
pub fn transfer_read(set: &mut RewritePatternSet) {
    add(
        set,
        "TransferReadAfterWriteToBroadcast",
        crate::vector::TransferReadOp::NAME,
        transfer_read_after_write_to_broadcast,
    );
}

fn fold_waw(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let tw = transfer_operands(rw, op);
    if !matches!(rw.type_kind(ty(rw, tw.base)), TypeKind::RankedTensor { .. }) {
        return false;
    }
    let mut to_modify = op;
    let mut def_write = def::<crate::vector::TransferWriteOp>(rw, tw.base);
    while let Some(dw) = def_write {
        let td = transfer_operands(rw, dw);
        let same = td.indices == tw.indices
            && td.mask == tw.mask
            && td.vector == tw.vector
            && permutation_map(rw, dw) == permutation_map(rw, op);
        if same {
            let base = td.base;
            rw.modify_op_in_place(to_modify, |ctx| ctx.set_operand(to_modify, 1, base));
            return true;
        }
        if !super::fold::disjoint_transfer_indices(rw.ctx_mut(), dw, op) {
            break;
        }
        if rw.num_uses(rw.result(dw, 0)) != 1 {
            break;
        }
        to_modify = dw;
        def_write = def::<crate::vector::TransferWriteOp>(rw, td.base);
    }
    false
}

/// `vector.transfer_write` (`SwapExtractSliceOfTransferWrite` is rooted at
/// `tensor.insert_slice`, not defined here)
pub fn transfer_write(set: &mut RewritePatternSet) {
    add(
        set,
        "FoldWaw",
        crate::vector::TransferWriteOp::NAME,
        fold_waw,
    );
}

// ------------------------------------------------------------- transpose

fn fold_transpose_create_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let cm = def::<crate::vector::CreateMaskOp>(rw, src);
    let km = def::<crate::vector::ConstantMaskOp>(rw, src);
    if cm.is_none() && km.is_none() {
        return false;
    }
    let perm = dense_i64(rw, op, "permutation");
    let t = ty(rw, rw.result(op, 0));
    if let Some(cm) = cm {
        let ops: Vec<Value> = rw.operands(cm).collect();
        let permuted: Vec<Value> = perm.iter().map(|&p| ops[p as usize]).collect();
        return replace_with_create_mask(rw, op, t, &permuted);
    }
    let sizes = dense_i64(rw, km.expect("constant_mask"), "mask_dim_sizes");
    let permuted: Vec<i64> = perm.iter().map(|&p| sizes[p as usize]).collect();
    let a = dense_array_attr(rw.ctx_mut(), 64, &permuted);
    rw.replace_op_with_new_op(op, |rw, loc| {
        ConstantMaskOp::build_with_arguments(rw, loc, Some(&[t]), Some(a))
    })
    .is_ok()
}

fn fold_transpose_shape_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sc) = def::<crate::vector::ShapeCastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    if !super::fold::is_order_preserving(rw, op) {
        return false;
    }
    let src = rw.operand(sc, 0);
    let t = ty(rw, rw.result(op, 0));
    replace_with_shape_cast(rw, op, t, src)
}

fn transpose_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(parent) = def::<crate::vector::TransposeOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let p1 = dense_i64(rw, parent, "permutation");
    let p2 = dense_i64(rw, op, "permutation");
    let composed: Vec<i64> = p2.iter().map(|&i| p1[i as usize]).collect();
    let src = rw.operand(parent, 0);
    let t = ty(rw, rw.result(op, 0));
    let a = dense_array_attr(rw.ctx_mut(), 64, &composed);
    rw.replace_op_with_new_op(op, |rw, loc| {
        TransposeOp::build_with_arguments(rw, loc, Some(&[t]), src, Some(a))
    })
    .is_ok()
}

fn fold_transpose_splat(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = scalar_splat_source(rw, rw.operand(op, 0)) else {
        return false;
    };
    let t = ty(rw, rw.result(op, 0));
    replace_with_broadcast(rw, op, t, s)
}

fn fold_transpose_from_elements(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(fe) = def::<crate::vector::FromElementsOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let src_shape = vshape(rw, ty(rw, rw.result(fe, 0)));
    let res_ty = ty(rw, rw.result(op, 0));
    let res_shape = vshape(rw, res_ty);
    let perm = dense_i64(rw, op, "permutation");
    let elems: Vec<Value> = rw.operands(fe).collect();
    let rstrides = compute_strides(&res_shape);
    let sstrides = compute_strides(&src_shape);
    let n = elems.len();
    let mut out = Vec::with_capacity(n);
    for lin in 0..n as i64 {
        let mut rem = lin;
        let mut idx = Vec::with_capacity(res_shape.len());
        for &s in &rstrides {
            idx.push(rem / s);
            rem %= s;
        }
        let mut sidx = vec![0i64; src_shape.len()];
        for (i, &p) in perm.iter().enumerate() {
            sidx[p as usize] = idx[i];
        }
        out.push(elems[linearize(&sidx, &sstrides) as usize]);
    }
    rw.replace_op_with_new_op(op, |rw, loc| {
        FromElementsOp::build_with_arguments(rw, loc, Some(&[res_ty]), &out)
    })
    .is_ok()
}

fn fold_transpose_broadcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = def::<crate::vector::BroadcastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    let src = rw.operand(b, 0);
    let out = ty(rw, rw.result(op, 0));
    let Some((ishape, _, _)) = vparts(rw, ty(rw, src)) else {
        return replace_with_broadcast(rw, op, out, src);
    };
    let perm = dense_i64(rw, op, "permutation");
    let input_rank = ishape.len() as i64;
    let delta = vshape(rw, out).len() as i64 - input_rank;
    let mut low = 0i64;
    for i in 0..input_rank {
        let not_one = ishape[i as usize] != 1;
        let prev_not_one = i != 0 && ishape[i as usize - 1] != 1;
        if not_one || prev_not_one {
            let high = i + delta;
            for k in low..high {
                let p = perm[k as usize];
                if p < low || p >= high {
                    return false;
                }
            }
            low = high;
        }
    }
    replace_with_broadcast(rw, op, out, src)
}

/// `vector.transpose`
pub fn transpose(set: &mut RewritePatternSet) {
    let r = crate::vector::TransposeOp::NAME;
    add(
        set,
        "FoldTransposeCreateMask",
        r,
        fold_transpose_create_mask,
    );
    add(set, "FoldTransposeShapeCast", r, fold_transpose_shape_cast);
    add(set, "TransposeFolder", r, transpose_folder);
    add(set, "FoldTransposeSplat", r, fold_transpose_splat);
    add(
        set,
        "FoldTransposeFromElements",
        r,
        fold_transpose_from_elements,
    );
    add(set, "FoldTransposeBroadcast", r, fold_transpose_broadcast);
}

/// Unused-import guard for positions (patterns read them through
/// `mixed_position`).
#[allow(dead_code)]
fn positions(ctx: &Context, op: Operation) -> Vec<Position> {
    mixed_position(ctx, op, 1)
}
