//! The vector dialect's folders (`hasFolder`, the 20 of MLIR 22 and
//! `vector.splat`'s), each trying MLIR's folds in MLIR's order. A fold
//! that rewrites the op in place returns the op's own result (or
//! [`FoldResult::InPlace`] for ops without one).

use super::verify::{dense_attr as dense_i64, vector_parts, POISON_INDEX};
use crate::arith::eval::{dense_attr, scalar_attr, Constant, Scalar};
use ods::affine::AffineMap;
use ods::ir::{AttrKind, Attribute, Context, Operation, Type, TypeKind, Value, DYNAMIC};
use ods::opdef::constraint::attrs::dense_array_attr;
use ods::opdef::Op;
use ods::rewrite::fold::constant_value;
use ods::rewrite::{FoldResult, OpFoldResult};
use ods::support::apint::APInt;

// ------------------------------------------------------------- helpers

fn arg(operands: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    operands.get(i).copied().flatten()
}

/// The op defining `v`, if it is an `O`.
pub fn def<O: Op>(ctx: &Context, v: Value) -> Option<Operation> {
    ctx.defining::<O>(v).map(Op::operation)
}

fn ty(ctx: &Context, v: Value) -> Type {
    ctx.value_type(v)
}

/// Owned parts of a vector type.
pub fn vparts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    vector_parts(ctx, t).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
}

fn vshape(ctx: &Context, t: Type) -> Vec<i64> {
    vector_parts(ctx, t)
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default()
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(_, c, _)| c.iter().any(|&s| s))
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len())
}

fn set_dense(ctx: &mut Context, op: Operation, name: &str, values: &[i64]) {
    let a = dense_array_attr(ctx, 64, values);
    ctx.set_attr(op, name, a);
}

/// `computeStrides`: row-major strides of a shape.
pub fn compute_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(shape[i + 1]);
    }
    strides
}

/// `linearize`
pub fn linearize(pos: &[i64], strides: &[i64]) -> i64 {
    pos.iter()
        .zip(strides)
        .map(|(p, s)| p.wrapping_mul(*s))
        .sum()
}

/// `delinearize`
fn delinearize(mut linear: i64, strides: &[i64]) -> Vec<i64> {
    let mut out = Vec::with_capacity(strides.len());
    for &s in strides {
        if s == 0 {
            out.push(0);
            continue;
        }
        out.push(linear / s);
        linear %= s;
    }
    out
}

/// `getConstantIntValue`: the integer a constant op gives `v`.
pub fn constant_int(ctx: &mut Context, v: Value) -> Option<i64> {
    let a = constant_value(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.sext_u64()),
        _ => None,
    }
}

/// `IntegerAttr`-or-`FloatAttr` elements of a constant, with its type.
fn elements(ctx: &Context, a: Attribute) -> Option<(bool, Vec<Scalar>)> {
    match Constant::from_attr(ctx, a)? {
        Constant::Elements { splat, values, .. } => Some((splat, values)),
        _ => None,
    }
}

fn poison(ctx: &mut Context) -> Attribute {
    crate::ub::poison_attr(ctx)
}

fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| crate::ub::is_poison(ctx, a))
}

/// `convertIntegerAttr`: an integer constant given the element type's
/// width.
fn convert_int(v: Scalar, elem_width: Option<u32>) -> Scalar {
    match (v, elem_width) {
        (Scalar::Int(i), Some(w)) if i.width() != w => Scalar::Int(i.sext_or_trunc(w)),
        (v, _) => v,
    }
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

// ------------------------------------------------------------- masks

/// `MaskFormat`: what a mask value is known to be.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MaskFormat {
    /// Every lane set.
    AllTrue,
    /// No lane set.
    AllFalse,
    /// Not known.
    Unknown,
}

/// `getMaskFormat`
pub fn mask_format(ctx: &mut Context, mask: Value) -> MaskFormat {
    if let Some(c) = def::<crate::arith::ConstantOp>(ctx, mask) {
        let Some(a) = ctx.attr(c, "value") else {
            return MaskFormat::Unknown;
        };
        if let Some((splat, values)) = elements(ctx, a) {
            let n = if splat {
                ctx.num_elements(ty(ctx, mask)).unwrap_or(1).max(0) as usize
            } else {
                values.len()
            };
            let mut val: i64 = 0;
            for i in 0..n {
                let b = values
                    .get(if splat { 0 } else { i })
                    .and_then(|v| v.as_int())
                    .is_some_and(|v| !v.is_zero());
                if b && val >= 0 {
                    val += 1;
                } else if !b && val <= 0 {
                    val -= 1;
                } else {
                    return MaskFormat::Unknown;
                }
            }
            if val > 0 {
                return MaskFormat::AllTrue;
            }
            if val < 0 {
                return MaskFormat::AllFalse;
            }
        }
        return MaskFormat::Unknown;
    }
    if let Some(m) = def::<crate::vector::ConstantMaskOp>(ctx, mask) {
        let sizes = dense_i64(ctx, m, "mask_dim_sizes");
        let shape = vshape(ctx, ty(ctx, mask));
        let (mut all_true, mut all_false) = (true, true);
        for (&i, &u) in sizes.iter().zip(&shape) {
            if i < u {
                all_true = false;
            }
            if i > 0 {
                all_false = false;
            }
        }
        if all_true {
            return MaskFormat::AllTrue;
        }
        if all_false {
            return MaskFormat::AllFalse;
        }
        return MaskFormat::Unknown;
    }
    if let Some(m) = def::<crate::vector::CreateMaskOp>(ctx, mask) {
        let operands: Vec<Value> = ctx.operands(m).collect();
        for v in operands {
            if def::<crate::arith::ConstantOp>(ctx, v).is_some() {
                if let Some(c) = constant_int(ctx, v) {
                    if c <= 0 {
                        return MaskFormat::AllFalse;
                    }
                }
            }
        }
    }
    MaskFormat::Unknown
}

// ------------------------------------------------------ memref/tensor casts

fn memref_shape_strides(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

/// `memref::CastOp::canFoldIntoConsumerOp`: the cast's source is at least
/// as static as its result.
fn memref_cast_foldable(ctx: &Context, cast: Operation) -> bool {
    let src = ty(ctx, ctx.operand(cast, 0));
    let res = ty(ctx, ctx.result(cast, 0));
    let (Some((ss, se)), Some((rs, re))) = (
        memref_shape_strides(ctx, src),
        memref_shape_strides(ctx, res),
    ) else {
        return false;
    };
    if se != re || ss.len() != rs.len() {
        return false;
    }
    for (a, b) in ss.iter().zip(&rs) {
        if a != b && *a == DYNAMIC && *b != DYNAMIC {
            return false;
        }
    }
    let strides = |t: Type| -> Option<(Vec<i64>, i64)> {
        match ctx.type_kind(t) {
            TypeKind::MemRef { layout, .. } => match layout.map(|l| ctx.attr_kind(l)) {
                Some(AttrKind::Strided { offset, strides }) => Some((strides.to_vec(), *offset)),
                _ => super::verify::memref_strides(ctx, t).map(|s| (s, 0)),
            },
            _ => None,
        }
    };
    let (Some((sst, so)), Some((rst, ro))) = (strides(src), strides(res)) else {
        return false;
    };
    for (a, b) in sst.iter().zip(&rst) {
        if a != b && *a == DYNAMIC && *b != DYNAMIC {
            return false;
        }
    }
    !(so != ro && so == DYNAMIC && ro != DYNAMIC)
}

/// `memref::foldMemRefCast`: operands produced by a foldable `memref.cast`
/// use the cast's source instead.
pub fn fold_memref_cast(ctx: &mut Context, op: Operation) -> bool {
    let mut changed = false;
    for i in 0..ctx.num_operands(op) {
        let v = ctx.operand(op, i);
        if let Some(cast) = def::<crate::memref::CastOp>(ctx, v) {
            if memref_cast_foldable(ctx, cast) {
                let src = ctx.operand(cast, 0);
                ctx.set_operand(op, i, src);
                changed = true;
            }
        }
    }
    changed
}

/// `tensor::foldTensorCast`: operands produced by a `tensor.cast` from a
/// more static ranked tensor use the cast's source.
fn fold_tensor_cast(ctx: &mut Context, op: Operation) -> bool {
    let mut changed = false;
    for i in 0..ctx.num_operands(op) {
        let v = ctx.operand(op, i);
        // (no tensor dialect yet: matched by name)
        let tensor_cast = ctx
            .defining_op(v)
            .filter(|&d| ctx.op_name_str(ctx.op_name_of(d)) == b"tensor.cast");
        if let Some(cast) = tensor_cast {
            let src = ty(ctx, ctx.operand(cast, 0));
            let res = ty(ctx, ctx.result(cast, 0));
            let preserves = match (ctx.type_kind(src), ctx.type_kind(res)) {
                (
                    TypeKind::RankedTensor {
                        shape: s, elem: se, ..
                    },
                    TypeKind::RankedTensor {
                        shape: r, elem: re, ..
                    },
                ) => {
                    se == re
                        && s.len() == r.len()
                        && s.iter().zip(r.iter()).all(|(a, b)| a == b || *b == DYNAMIC)
                }
                (
                    TypeKind::RankedTensor { elem: se, .. },
                    TypeKind::UnrankedTensor { elem: re },
                ) => se == re,
                _ => false,
            };
            if preserves && src != res {
                let s = ctx.operand(cast, 0);
                ctx.set_operand(op, i, s);
                changed = true;
            }
        }
    }
    changed
}

// --------------------------------------------------------------- bitcast

/// `BitCastOp::fold`
pub fn bitcast(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let res = ctx.result(op, 0);
    if ty(ctx, src) == ty(ctx, res) {
        return FoldResult::value(src);
    }
    if let Some(other) = def::<crate::vector::BitCastOp>(ctx, src) {
        let inner = ctx.operand(other, 0);
        if ty(ctx, res) == ty(ctx, inner) {
            return FoldResult::value(inner);
        }
        ctx.set_operand(op, 0, inner);
        return FoldResult::value(res);
    }
    let Some(a) = arg(operands, 0) else {
        return FoldResult::Failure;
    };
    let (Some((_, _, se)), Some((_, _, de))) =
        (vparts(ctx, ty(ctx, src)), vparts(ctx, ty(ctx, res)))
    else {
        return FoldResult::Failure;
    };
    let res_ty = ty(ctx, res);
    let Some((true, values)) = elements(ctx, a) else {
        return FoldResult::Failure;
    };
    let sem = |t: Type| ctx.float_semantics(t);
    use ods::support::apfloat::FloatSemantics;
    match &values[0] {
        Scalar::Float(f)
            if sem(se) == Some(FloatSemantics::F16) && sem(de) == Some(FloatSemantics::F32) =>
        {
            let bits = crate::arith::eval::float_bits(f).low_u64() as u32;
            let bits = (bits << 16) | (bits & 0xffff);
            let fv = crate::arith::eval::float_from_bits(
                FloatSemantics::F32,
                &APInt::from_u64(32, bits as u64),
            );
            FoldResult::from_attr(dense_attr(ctx, res_ty, &[Scalar::Float(fv)]))
        }
        Scalar::Int(i) if matches!(ctx.type_kind(de), TypeKind::Integer { .. }) => {
            let sw = ctx.int_or_float_bit_width(se).unwrap_or(0);
            let dw = ctx.int_or_float_bit_width(de).unwrap_or(0);
            if sw == 0 || dw <= sw || !dw.is_multiple_of(sw) {
                return FoldResult::Failure;
            }
            let mut bits = i.zext_or_trunc(dw);
            let base = bits.clone();
            for _ in 0..dw / sw - 1 {
                bits = bits.shl(sw).or(&base);
            }
            FoldResult::from_attr(dense_attr(ctx, res_ty, &[Scalar::Int(bits)]))
        }
        _ => FoldResult::Failure,
    }
}

// ------------------------------------------------------------- broadcast

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

// ---------------------------------------------------------- constant_mask

/// `ConstantMaskOp::fold`: all-set and none-set masks are splats.
pub fn constant_mask(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    let bounds = dense_i64(ctx, op, "mask_dim_sizes");
    let res_ty = ty(ctx, ctx.result(op, 0));
    let shape = vshape(ctx, res_ty);
    let splat = |ctx: &mut Context, b: bool| {
        FoldResult::from_attr(dense_attr(ctx, res_ty, &[Scalar::bool(b)]))
    };
    if shape.is_empty() {
        return splat(ctx, bounds.first() == Some(&1));
    }
    if bounds == shape {
        return splat(ctx, true);
    }
    if bounds.iter().all(|&b| b == 0) {
        return splat(ctx, false);
    }
    FoldResult::Failure
}

// ------------------------------------------------------ extract / insert

/// The static position of `vector.extract` / `vector.insert`.
fn static_pos(ctx: &Context, op: Operation) -> Vec<i64> {
    dense_i64(ctx, op, "static_position")
}

/// True if an `extract`/`insert` has SSA positions. The verifier ties each
/// `DYNAMIC` entry of `static_position` to one trailing `dynamic_position`
/// operand, so the operand count answers without decoding the attribute
/// (this runs for every extract the greedy driver folds).
fn has_dynamic_position(ctx: &Context, op: Operation) -> bool {
    let leading = if ctx.isa::<crate::vector::InsertOp>(op) {
        2
    } else {
        1
    };
    ctx.num_operands(op) > leading
}

/// `extractInsertFoldConstantOp`: dynamic positions given by constants in
/// range (or the poison index) become static; `leading` operands precede
/// the dynamic positions.
fn fold_constant_positions(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    leading: usize,
    shape: &[i64],
) -> bool {
    let mut pos = static_pos(ctx, op);
    let dynamic: Vec<Value> = ctx.operands(op).skip(leading).collect();
    if dynamic.is_empty() {
        return false;
    }
    let mut kept: Vec<Value> = ctx.operands(op).take(leading).collect();
    let mut index = 0;
    let mut changed = false;
    for (i, p) in pos.iter_mut().enumerate() {
        if *p != DYNAMIC {
            continue;
        }
        let a = arg(operands, leading + index);
        let v = dynamic[index];
        index += 1;
        if let Some(AttrKind::Integer { value, .. }) = a.map(|a| ctx.attr_kind(a)) {
            let c = value.sext_u64();
            if c >= -1 && c < shape.get(i).copied().unwrap_or(0) {
                *p = c;
                changed = true;
                continue;
            }
        }
        kept.push(v);
    }
    if changed {
        set_dense(ctx, op, "static_position", &pos);
        ctx.set_operands(op, &kept);
    }
    changed
}

/// `extractVector` of the dense elements `a` at the static position of
/// `op` (`foldDenseElementsAttrSrcExtractOp`).
fn fold_dense_extract(ctx: &mut Context, op: Operation, a: Attribute) -> Option<Attribute> {
    let (splat, values) = elements(ctx, a)?;
    let res_ty = ty(ctx, ctx.result(op, 0));
    let res_vec = vparts(ctx, res_ty);
    if splat {
        return match res_vec {
            Some(_) => dense_attr(ctx, res_ty, &values[..1]),
            None => scalar_attr(ctx, res_ty, &values[0]),
        };
    }
    let src_ty = ty(ctx, ctx.operand(op, 0));
    if is_scalable(ctx, src_ty) || has_dynamic_position(ctx, op) {
        return None;
    }
    let shape = vshape(ctx, src_ty);
    let mut complete = vec![0i64; shape.len()];
    for (i, p) in static_pos(ctx, op).into_iter().enumerate() {
        complete[i] = p;
    }
    let start = linearize(&complete, &compute_strides(&shape)) as usize;
    match res_vec {
        Some((rs, _, _)) => {
            let n: i64 = rs.iter().product();
            let slice = values.get(start..start + n as usize)?.to_vec();
            dense_attr(ctx, res_ty, &slice)
        }
        None => scalar_attr(ctx, res_ty, values.get(start)?),
    }
}

/// `foldExtractOpFromExtractChain`
fn fold_extract_chain(ctx: &mut Context, op: Operation) -> bool {
    let Some(mut cur) = def::<crate::vector::ExtractOp>(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    if has_dynamic_position(ctx, op) {
        return false;
    }
    let mut global: Vec<i64> = static_pos(ctx, op).into_iter().rev().collect();
    loop {
        if has_dynamic_position(ctx, cur) {
            return false;
        }
        global.extend(static_pos(ctx, cur).into_iter().rev());
        match def::<crate::vector::ExtractOp>(ctx, ctx.operand(cur, 0)) {
            Some(next) => cur = next,
            None => break,
        }
    }
    let src = ctx.operand(cur, 0);
    ctx.set_operand(op, 0, src);
    global.reverse();
    set_dense(ctx, op, "static_position", &global);
    true
}

/// `ExtractFromInsertTransposeChainState::fold`
fn fold_insert_transpose_chain(ctx: &mut Context, op: Operation) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let source = ctx.operand(op, 0);
    let vector_rank = rank_of(ctx, ty(ctx, source));
    let mut extracted_rank = static_pos(ctx, op).len();
    let sentinels: Vec<i64> = (0..vector_rank.saturating_sub(extracted_rank))
        .map(|i| -(i as i64 + 1))
        .collect();
    let mut pos = static_pos(ctx, op);
    pos.extend_from_slice(&sentinels);
    let contained = |a: &[i64], b: &[i64]| a.len() <= b.len() && a == &b[..a.len()];
    let intersects =
        |a: &[i64], b: &[i64]| a.iter().zip(b).all(|(&x, &y)| x < 0 || y < 0 || x == y);
    let can_fold =
        |pos: &[i64], extracted_rank: usize| pos.get(extracted_rank..) == Some(&sentinels[..]);
    let try_in_place =
        |ctx: &mut Context, src: Value, pos: &[i64], extracted_rank: usize| -> Option<Value> {
            if src == source || !can_fold(pos, extracted_rank) {
                return None;
            }
            set_dense(ctx, op, "static_position", &pos[..extracted_rank]);
            ctx.set_operand(op, 0, src);
            Some(ctx.result(op, 0))
        };
    let mut v = source;
    loop {
        let next_insert = def::<crate::vector::InsertOp>(ctx, v);
        let next_transpose = def::<crate::vector::TransposeOp>(ctx, v);
        if next_insert.is_none() && next_transpose.is_none() {
            break;
        }
        if let Some(t) = next_transpose {
            let perm = dense_i64(ctx, t, "permutation");
            let mut new_pos = pos.clone();
            for (i, &p) in perm.iter().enumerate() {
                if let (Some(slot), Some(&old)) = (new_pos.get_mut(p as usize), pos.get(i)) {
                    *slot = old;
                }
            }
            pos = new_pos;
            v = ctx.operand(t, 0);
            continue;
        }
        let insert = next_insert.expect("an insert");
        let inserted = static_pos(ctx, insert);
        let insert_dynamic = inserted.contains(&DYNAMIC);
        // Case 2: the positions match exactly.
        if !insert_dynamic
            && inserted.as_slice() == &pos[..extracted_rank.min(pos.len())]
            && can_fold(&pos, extracted_rank)
        {
            return Some(ctx.operand(insert, 0));
        }
        // Case 3: the inserted position is a prefix of the extracted one.
        if !insert_dynamic && contained(&inserted, &pos) {
            for p in pos.iter_mut().take(inserted.len()) {
                *p = 0;
            }
            pos.drain(..inserted.len());
            extracted_rank = pos.len() - sentinels.len();
            let res = ctx.operand(insert, 0);
            return try_in_place(ctx, res, &pos, extracted_rank);
        }
        // Case 4: they intersect; give up.
        if contained(&pos, &inserted) || intersects(&pos, &inserted) {
            return None;
        }
        // Case 5: disjoint; look through the insert's destination.
        v = ctx.operand(insert, 1);
    }
    try_in_place(ctx, v, &pos, extracted_rank)
}

/// `isBroadcastLike`: a broadcast, a splat, or a shape cast that only
/// prepends unit dimensions.
fn is_broadcast_like(ctx: &Context, op: Operation) -> bool {
    if ctx.isa::<crate::vector::BroadcastOp>(op) || ctx.isa::<crate::vector::SplatOp>(op) {
        return true;
    }
    if !ctx.isa::<crate::vector::ShapeCastOp>(op) {
        return false;
    }
    let src = vshape(ctx, ty(ctx, ctx.operand(op, 0)));
    let dst = vshape(ctx, ty(ctx, ctx.result(op, 0)));
    dst.len() >= src.len() && dst[dst.len() - src.len()..] == src[..]
}

/// The mixed (static or SSA) positions of an extract/insert.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Position {
    /// A static index.
    Static(i64),
    /// An SSA index.
    Dynamic(Value),
}

/// `getMixedPosition`
pub fn mixed_position(ctx: &Context, op: Operation, leading: usize) -> Vec<Position> {
    let mut dynamic = ctx.operands(op).skip(leading);
    static_pos(ctx, op)
        .into_iter()
        .map(|p| {
            if p == DYNAMIC {
                Position::Dynamic(dynamic.next().expect("a dynamic position"))
            } else {
                Position::Static(p)
            }
        })
        .collect()
}

/// Sets an extract/insert's position from mixed values.
pub fn set_mixed_position(ctx: &mut Context, op: Operation, leading: &[Value], pos: &[Position]) {
    let mut operands = leading.to_vec();
    let mut statics = Vec::with_capacity(pos.len());
    for p in pos {
        match *p {
            Position::Static(i) => statics.push(i),
            Position::Dynamic(v) => {
                statics.push(DYNAMIC);
                operands.push(v);
            }
        }
    }
    ctx.set_operands(op, &operands);
    set_dense(ctx, op, "static_position", &statics);
}

/// `foldExtractFromBroadcast`
fn fold_extract_from_broadcast(ctx: &mut Context, op: Operation) -> Option<Value> {
    let def_op = ctx.defining_op(ctx.operand(op, 0))?;
    if !is_broadcast_like(ctx, def_op) {
        return None;
    }
    let input = ctx.operand(def_op, 0);
    let res_ty = ty(ctx, ctx.result(op, 0));
    if res_ty == ty(ctx, input) {
        return Some(input);
    }
    let input_shape = vshape(ctx, ty(ctx, input));
    let input_rank = rank_of(ctx, ty(ctx, input));
    let broadcast_rank = rank_of(ctx, ty(ctx, ctx.operand(op, 0)));
    let extract_vec = vparts(ctx, res_ty);
    let extract_rank = extract_vec.as_ref().map_or(0, |(s, _, _)| s.len());
    if extract_rank > input_rank {
        return None;
    }
    if let Some((es, _, _)) = &extract_vec {
        if es[..] != input_shape[input_rank - extract_rank..] {
            return None;
        }
    }
    let delta_overall = input_rank - extract_rank;
    let delta_broadcast = broadcast_rank - input_rank;
    let old = mixed_position(ctx, op, 1);
    let new: Vec<Position> = (0..delta_overall)
        .map(|i| {
            if input_shape[i] == 1 {
                Position::Static(0)
            } else {
                old[i + delta_broadcast]
            }
        })
        .collect();
    set_mixed_position(ctx, op, &[input], &new);
    Some(ctx.result(op, 0))
}

/// `foldExtractFromShuffle`
fn fold_extract_from_shuffle(ctx: &mut Context, op: Operation) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let shuffle = def::<crate::vector::ShuffleOp>(ctx, ctx.operand(op, 0))?;
    if rank_of(ctx, ty(ctx, ctx.result(shuffle, 0))) != 1 {
        return None;
    }
    let size = vshape(ctx, ty(ctx, ctx.operand(shuffle, 0)))
        .first()
        .copied()?;
    let mask = dense_i64(ctx, shuffle, "mask");
    let idx = *static_pos(ctx, op).first()?;
    let m = *mask.get(usize::try_from(idx).ok()?)?;
    let (src, pos) = if m < size {
        (ctx.operand(shuffle, 0), m)
    } else {
        (ctx.operand(shuffle, 1), m - size)
    };
    ctx.set_operand(op, 0, src);
    set_dense(ctx, op, "static_position", &[pos]);
    Some(ctx.result(op, 0))
}

/// `foldExtractFromShapeCast`
fn fold_extract_from_shape_cast(ctx: &mut Context, op: Operation) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let cast = def::<crate::vector::ShapeCastOp>(ctx, ctx.operand(op, 0))?;
    let cast_src = ctx.operand(cast, 0);
    let cast_src_shape = vshape(ctx, ty(ctx, cast_src));
    let extract_src_shape = vshape(ctx, ty(ctx, ctx.operand(op, 0)));
    let res_ty = ty(ctx, ctx.result(op, 0));
    let dest_shape = vshape(ctx, res_ty);
    let dest_rank = rank_of(ctx, res_ty);
    if dest_rank > cast_src_shape.len() {
        return None;
    }
    let rev = |s: &[i64], n: usize| s[s.len() - 1 - n];
    for i in 0..dest_rank {
        if rev(&cast_src_shape, i) != rev(&dest_shape, i) {
            return None;
        }
    }
    let mut extracted: Vec<i64> = static_pos(ctx, op);
    extracted.reverse();
    let mut strides = Vec::new();
    let mut stride = 1i64;
    for i in 0..extracted.len() {
        strides.push(stride);
        stride *= rev(&extract_src_shape, i + dest_rank);
    }
    let position = linearize(&extracted, &strides);
    let num = cast_src_shape.len() - dest_rank;
    let mut new_strides = Vec::new();
    stride = 1;
    for i in 0..num {
        new_strides.push(stride);
        stride *= rev(&cast_src_shape, i + dest_rank);
    }
    new_strides.reverse();
    let new_pos = delinearize(position, &new_strides);
    set_dense(ctx, op, "static_position", &new_pos);
    ctx.set_operand(op, 0, cast_src);
    Some(ctx.result(op, 0))
}

fn int_array_attr(ctx: &Context, op: Operation, name: &str) -> Vec<i64> {
    ctx.attr(op, name)
        .map(|a| super::verify::int_array(ctx, a))
        .unwrap_or_default()
}

/// `foldExtractFromExtractStrided`
fn fold_extract_from_extract_strided(ctx: &mut Context, op: Operation) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let ess = def::<crate::vector::ExtractStridedSliceOp>(ctx, ctx.operand(op, 0))?;
    if int_array_attr(ctx, ess, "strides").iter().any(|&s| s != 1) {
        return None;
    }
    let ess_res = vshape(ctx, ty(ctx, ctx.result(ess, 0)));
    let ess_src = vshape(ctx, ty(ctx, ctx.operand(ess, 0)));
    let mut offsets = int_array_attr(ctx, ess, "offsets");
    while let Some(&last) = offsets.last() {
        let i = offsets.len() - 1;
        if last != 0 || ess_res[i] != ess_src[i] {
            break;
        }
        offsets.pop();
    }
    let dest_rank = rank_of(ctx, ty(ctx, ctx.result(op, 0)));
    if dest_rank > ess_src.len() - offsets.len() {
        return None;
    }
    let mut pos = static_pos(ctx, op);
    for i in 0..offsets.len() {
        pos[i] += offsets[i];
    }
    let src = ctx.operand(ess, 0);
    ctx.set_operand(op, 0, src);
    set_dense(ctx, op, "static_position", &pos);
    Some(ctx.result(op, 0))
}

/// `foldExtractStridedOpFromInsertChain` (for `vector.extract`)
fn fold_extract_from_insert_strided_chain(ctx: &mut Context, op: Operation) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let dest_rank = rank_of(ctx, ty(ctx, ctx.result(op, 0)));
    let mut insert = def::<crate::vector::InsertStridedSliceOp>(ctx, ctx.operand(op, 0))?;
    let extract_offsets = static_pos(ctx, op);
    loop {
        let src_shape = vshape(ctx, ty(ctx, ctx.operand(insert, 0)));
        let dst_shape = vshape(ctx, ty(ctx, ctx.operand(insert, 1)));
        let rank_diff = dst_shape.len() - src_shape.len();
        if dest_rank > src_shape.len() {
            return None;
        }
        let insert_offsets = int_array_attr(ctx, insert, "offsets");
        if int_array_attr(ctx, insert, "strides")
            .iter()
            .any(|&s| s != 1)
        {
            return None;
        }
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (dim, &offset) in extract_offsets.iter().enumerate() {
            let start = insert_offsets[dim];
            let size = if dim < rank_diff {
                1
            } else {
                src_shape[dim - rank_diff]
            };
            if start <= offset && offset < start + size {
                if dim >= rank_diff {
                    diffs.push(offset - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_rank_diff = src_shape.len() - dest_rank;
            for i in 0..dest_rank {
                if src_shape[i + src_rank_diff] != dst_shape[i + src_rank_diff + rank_diff] {
                    return None;
                }
            }
            let v = ctx.operand(insert, 0);
            ctx.set_operand(op, 0, v);
            set_dense(ctx, op, "static_position", &diffs);
            return Some(ctx.result(op, 0));
        }
        insert = def::<crate::vector::InsertStridedSliceOp>(ctx, ctx.operand(insert, 1))?;
    }
}

/// `foldScalarExtractFromFromElements`
fn fold_scalar_extract_from_elements(ctx: &mut Context, op: Operation) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let fe = def::<crate::vector::FromElementsOp>(ctx, ctx.operand(op, 0))?;
    let (shape, scalable, elem) = vparts(ctx, ty(ctx, ctx.result(fe, 0)))?;
    if scalable.iter().any(|&s| s) || ty(ctx, ctx.result(op, 0)) != elem {
        return None;
    }
    let idx = static_pos(ctx, op);
    if idx.len() != shape.len() {
        return None;
    }
    let flat = linearize(&idx, &compute_strides(&shape));
    Some(ctx.operand(fe, usize::try_from(flat).ok()?))
}

/// `ExtractOp::fold`
pub fn extract(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let res = ctx.result(op, 0);
    if static_pos(ctx, op).is_empty() && ty(ctx, src) == ty(ctx, res) {
        return FoldResult::value(src);
    }
    if is_poison(ctx, arg(operands, 0)) {
        return FoldResult::attr(arg(operands, 0).expect("poison"));
    }
    let shape = vshape(ctx, ty(ctx, src));
    let in_place = fold_constant_positions(ctx, op, operands, 1, &shape);
    if static_pos(ctx, op).contains(&POISON_INDEX) {
        let p = poison(ctx);
        return FoldResult::attr(p);
    }
    if let Some(a) = arg(operands, 0) {
        if let Some(r) = fold_dense_extract(ctx, op, a) {
            return FoldResult::attr(r);
        }
    }
    if fold_extract_chain(ctx, op) {
        return FoldResult::value(res);
    }
    let folds: [fn(&mut Context, Operation) -> Option<Value>; 7] = [
        fold_insert_transpose_chain,
        fold_extract_from_broadcast,
        fold_extract_from_shuffle,
        fold_extract_from_shape_cast,
        fold_extract_from_extract_strided,
        fold_extract_from_insert_strided_chain,
        fold_scalar_extract_from_elements,
    ];
    for f in folds {
        if let Some(v) = f(ctx, op) {
            return FoldResult::value(v);
        }
    }
    if in_place {
        FoldResult::value(res)
    } else {
        FoldResult::Failure
    }
}

/// `foldInsertUseChain`: inserting at the position the destination was
/// just inserted at skips that insert.
fn fold_insert_use_chain(ctx: &mut Context, op: Operation) -> bool {
    let Some(dest_insert) = def::<crate::vector::InsertOp>(ctx, ctx.operand(op, 1)) else {
        return false;
    };
    if mixed_position(ctx, op, 2) != mixed_position(ctx, dest_insert, 2) {
        return false;
    }
    let d = ctx.operand(dest_insert, 1);
    ctx.set_operand(op, 1, d);
    true
}

/// `InsertOp::fold`
pub fn insert(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    const THRESHOLD: i64 = 256;
    let value = ctx.operand(op, 0);
    let res = ctx.result(op, 0);
    if static_pos(ctx, op).is_empty() && ty(ctx, value) == ty(ctx, res) {
        return FoldResult::value(value);
    }
    let dest_ty = ty(ctx, ctx.operand(op, 1));
    let shape = vshape(ctx, dest_ty);
    let in_place = fold_constant_positions(ctx, op, operands, 2, &shape);
    if fold_insert_use_chain(ctx, op) {
        return FoldResult::value(res);
    }
    if static_pos(ctx, op).contains(&POISON_INDEX) {
        let p = poison(ctx);
        return FoldResult::attr(p);
    }
    // `foldDenseElementsAttrDestInsertOp`
    if let (Some(src_attr), Some(dst_attr)) = (arg(operands, 0), arg(operands, 1)) {
        if !has_dynamic_position(ctx, op) && !is_scalable(ctx, dest_ty) {
            if let Some((splat, dst_values)) = elements(ctx, dst_attr) {
                let n: i64 = shape.iter().product();
                let one_use = ctx.num_uses(res) == 1;
                if n <= THRESHOLD || one_use {
                    let elem = vparts(ctx, dest_ty).map(|(_, _, e)| e);
                    let w = elem.and_then(|e| int_width(ctx, e));
                    let inserted: Option<Vec<Scalar>> = match Constant::from_attr(ctx, src_attr) {
                        Some(Constant::Scalar { value, .. }) => Some(vec![convert_int(value, w)]),
                        Some(Constant::Elements {
                            splat: s,
                            values,
                            ty: t,
                            ..
                        }) => {
                            let m = ctx.num_elements(t).unwrap_or(0).max(0) as usize;
                            Some(
                                (0..m)
                                    .map(|i| convert_int(values[if s { 0 } else { i }].clone(), w))
                                    .collect(),
                            )
                        }
                        _ => None,
                    };
                    if let Some(inserted) = inserted {
                        let mut all: Vec<Scalar> = if splat {
                            vec![dst_values[0].clone(); n.max(0) as usize]
                        } else {
                            dst_values
                        };
                        let mut complete = vec![0i64; shape.len()];
                        for (i, p) in static_pos(ctx, op).into_iter().enumerate() {
                            complete[i] = p;
                        }
                        let start = linearize(&complete, &compute_strides(&shape)) as usize;
                        if start + inserted.len() <= all.len() {
                            for (k, v) in inserted.into_iter().enumerate() {
                                all[start + k] = v;
                            }
                            if let Some(a) = dense_attr(ctx, dest_ty, &all) {
                                return FoldResult::attr(a);
                            }
                        }
                    }
                }
            }
        }
    }
    if in_place {
        FoldResult::value(res)
    } else {
        FoldResult::Failure
    }
}

// ------------------------------------------------------- strided slices

/// `InsertStridedSliceOp::fold`
pub fn insert_strided_slice(
    ctx: &mut Context,
    op: Operation,
    _: &[Option<Attribute>],
) -> FoldResult {
    let v = ctx.operand(op, 0);
    if ty(ctx, v) == ty(ctx, ctx.operand(op, 1)) {
        return FoldResult::value(v);
    }
    FoldResult::Failure
}

/// `foldExtractStridedOpFromInsertChain` (for `vector.extract_strided_slice`)
fn fold_strided_from_insert_chain(ctx: &mut Context, op: Operation) -> bool {
    let ex_offsets = int_array_attr(ctx, op, "offsets");
    let ex_strides = int_array_attr(ctx, op, "strides");
    let ex_sizes = int_array_attr(ctx, op, "sizes");
    let src_rank = rank_of(ctx, ty(ctx, ctx.operand(op, 0)));
    let mut insert = def::<crate::vector::InsertStridedSliceOp>(ctx, ctx.operand(op, 0));
    while let Some(ins) = insert {
        let ins_src = vshape(ctx, ty(ctx, ctx.operand(ins, 0)));
        if src_rank != ins_src.len() {
            return false;
        }
        let ins_offsets = int_array_attr(ctx, ins, "offsets");
        let ins_strides = int_array_attr(ctx, ins, "strides");
        if ex_offsets.len() > ins_offsets.len() {
            return false;
        }
        let (mut partial, mut disjoint) = (false, false);
        let mut diffs = Vec::new();
        for dim in 0..ex_offsets.len() {
            if ex_strides.get(dim) != ins_strides.get(dim) {
                return false;
            }
            let start = ins_offsets[dim];
            let end = start + ins_src[dim];
            let offset = ex_offsets[dim];
            let size = ex_sizes[dim];
            if start <= offset && offset < end {
                if offset + size > end {
                    partial = true;
                }
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            let v = ctx.operand(ins, 0);
            ctx.set_operand(op, 0, v);
            let i64t = ctx.int_type(64);
            let elems: Vec<Attribute> = diffs
                .iter()
                .map(|&d| ctx.integer_attr(i64t, APInt::from_i64(64, d)))
                .collect();
            let arr = ctx.array_attr(&elems);
            ctx.set_attr(op, "offsets", arr);
            return true;
        }
        if disjoint {
            insert = def::<crate::vector::InsertStridedSliceOp>(ctx, ctx.operand(ins, 1));
        } else {
            return false;
        }
    }
    false
}

/// `incSlicePosition`
fn inc_slice_position(pos: &mut [i64], shape: &[i64], offsets: &[i64]) -> bool {
    for i in (0..pos.len()).rev() {
        pos[i] += 1;
        if pos[i] < shape[i] + offsets[i] {
            return true;
        }
        pos[i] = offsets[i];
    }
    false
}

/// `ExtractStridedSliceOp::fold`
pub fn extract_strided_slice(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let src = ctx.operand(op, 0);
    let res = ctx.result(op, 0);
    if ty(ctx, src) == ty(ctx, res) {
        return FoldResult::value(src);
    }
    if fold_strided_from_insert_chain(ctx, op) {
        return FoldResult::value(res);
    }
    let Some(a) = arg(operands, 0) else {
        return FoldResult::Failure;
    };
    let Some((splat, values)) = elements(ctx, a) else {
        return FoldResult::Failure;
    };
    if int_array_attr(ctx, op, "strides").iter().any(|&s| s != 1) {
        return FoldResult::Failure;
    }
    let src_shape = vshape(ctx, ty(ctx, src));
    let res_ty = ty(ctx, res);
    let slice_shape = vshape(ctx, res_ty);
    let rank = slice_shape.len();
    let mut offsets = vec![0i64; rank];
    for (i, o) in int_array_attr(ctx, op, "offsets").into_iter().enumerate() {
        offsets[i] = o;
    }
    let strides = compute_strides(&src_shape);
    let mut out = Vec::new();
    let mut cur = offsets.clone();
    loop {
        let lin = linearize(&cur, &strides) as usize;
        out.push(values[if splat { 0 } else { lin }].clone());
        if !inc_slice_position(&mut cur, &slice_shape, &offsets) {
            break;
        }
    }
    FoldResult::from_attr(dense_attr(ctx, res_ty, &out))
}

// ------------------------------------------------- from/to elements

/// `FromElementsOp::fold`
pub fn from_elements(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let elems: Vec<Value> = ctx.operands(op).collect();
    let res_ty = ty(ctx, ctx.result(op, 0));
    if let Some(&first) = elems.first() {
        if let Some(te) = def::<crate::vector::ToElementsOp>(ctx, first) {
            let all_same = elems.iter().all(|&v| ctx.defining_op(v) == Some(te));
            let te_results: Vec<Value> = ctx.results(te).collect();
            let input = ctx.operand(te, 0);
            if all_same && res_ty == ty(ctx, input) && elems == te_results {
                return FoldResult::value(input);
            }
        }
    }
    if operands.iter().any(|a| a.is_none()) || operands.is_empty() && !elems.is_empty() {
        return FoldResult::Failure;
    }
    let Some((_, _, elem)) = vparts(ctx, res_ty) else {
        return FoldResult::Failure;
    };
    let valid_elem = matches!(
        ctx.type_kind(elem),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
    );
    if !valid_elem {
        return FoldResult::Failure;
    }
    let w = int_width(ctx, elem);
    let mut values = Vec::with_capacity(operands.len());
    for a in operands.iter().flatten() {
        match Constant::from_attr(ctx, *a) {
            Some(Constant::Scalar { value, .. }) => values.push(convert_int(value, w)),
            _ => return FoldResult::Failure,
        }
    }
    FoldResult::from_attr(dense_attr(ctx, res_ty, &values))
}

/// `ToElementsOp::fold`: `to_elements(from_elements(...))` gives the
/// elements back.
pub fn to_elements(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    let Some(fe) = def::<crate::vector::FromElementsOp>(ctx, ctx.operand(op, 0)) else {
        return FoldResult::Failure;
    };
    let vals: Vec<Value> = ctx.operands(fe).collect();
    FoldResult::Replace(vals.into_iter().map(OpFoldResult::Value).collect())
}

// ----------------------------------------------------------- shape casts

/// `isOrderPreserving(transpose)`
pub fn is_order_preserving(ctx: &Context, transpose: Operation) -> bool {
    let perm = dense_i64(ctx, transpose, "permutation");
    let Some((shape, scalable, _)) = vparts(ctx, ty(ctx, ctx.operand(transpose, 0))) else {
        return false;
    };
    let mut current = 0i64;
    for p in perm {
        let Some(&d) = shape.get(p as usize) else {
            return false;
        };
        let unit = d == 1 && !scalable[p as usize];
        if !unit {
            if p < current {
                return false;
            }
            current = p;
        }
    }
    true
}

/// `ShapeCastOp::fold`
pub fn shape_cast(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let res = ctx.result(op, 0);
    let res_ty = ty(ctx, res);
    if ty(ctx, src) == res_ty {
        return FoldResult::value(src);
    }
    if let Some(prev) = def::<crate::vector::ShapeCastOp>(ctx, src) {
        let s = ctx.operand(prev, 0);
        ctx.set_operand(op, 0, s);
        return FoldResult::value(res);
    }
    if let Some(t) = def::<crate::vector::TransposeOp>(ctx, src) {
        if is_order_preserving(ctx, t) {
            let s = ctx.operand(t, 0);
            ctx.set_operand(op, 0, s);
            return FoldResult::value(res);
        }
        return FoldResult::Failure;
    }
    if let Some(b) = def::<crate::vector::BroadcastOp>(ctx, src) {
        let s = ctx.operand(b, 0);
        if ty(ctx, s) == res_ty {
            return FoldResult::value(s);
        }
    }
    if let Some(a) = arg(operands, 0) {
        if let Some((splat, values)) = elements(ctx, a) {
            let vs = if splat { &values[..1] } else { &values[..] };
            return FoldResult::from_attr(dense_attr(ctx, res_ty, vs));
        }
        if crate::ub::is_poison(ctx, a) {
            let p = poison(ctx);
            return FoldResult::attr(p);
        }
    }
    FoldResult::Failure
}

/// `TransposeOp::fold`
pub fn transpose(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let res_ty = ty(ctx, ctx.result(op, 0));
    if let Some(a) = arg(operands, 0) {
        if let Some((true, values)) = elements(ctx, a) {
            return FoldResult::from_attr(dense_attr(ctx, res_ty, &values[..1]));
        }
        if crate::ub::is_poison(ctx, a) {
            let p = poison(ctx);
            return FoldResult::attr(p);
        }
    }
    let src = ctx.operand(op, 0);
    if ty(ctx, src) == res_ty && is_order_preserving(ctx, op) {
        return FoldResult::value(src);
    }
    FoldResult::Failure
}

// --------------------------------------------------------------- shuffle

/// `ShuffleOp::fold`
pub fn shuffle(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let v1 = ctx.operand(op, 0);
    let v2 = ctx.operand(op, 1);
    let s1 = vshape(ctx, ty(ctx, v1));
    let s2 = vshape(ctx, ty(ctx, v2));
    if s1.is_empty() {
        return FoldResult::Failure;
    }
    let mask = dense_i64(ctx, op, "mask");
    let is_step = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().enumerate().all(|(i, &m)| m == begin + i as i64)
    };
    if is_step(0, s1[0]) {
        return FoldResult::value(v1);
    }
    if is_step(s1[0], s2.first().copied().unwrap_or(1)) {
        return FoldResult::value(v2);
    }
    let (Some(a1), Some(a2)) = (arg(operands, 0), arg(operands, 1)) else {
        return FoldResult::Failure;
    };
    let (p1, p2) = (crate::ub::is_poison(ctx, a1), crate::ub::is_poison(ctx, a2));
    if p1 && p2 {
        let p = poison(ctx);
        return FoldResult::attr(p);
    }
    if s1.len() != 1 {
        return FoldResult::Failure;
    }
    let expand = |ctx: &Context, a: Attribute, n: usize| -> Option<Vec<Scalar>> {
        let (splat, values) = elements(ctx, a)?;
        Some(if splat {
            vec![values[0].clone(); n]
        } else {
            values
        })
    };
    let mut poison_elem = None;
    let mut e2 = Vec::new();
    if !p2 {
        let Some(v) = expand(ctx, a2, s2[0] as usize) else {
            return FoldResult::Failure;
        };
        poison_elem = v.first().cloned();
        e2 = v;
    }
    let mut e1 = Vec::new();
    if !p1 {
        let Some(v) = expand(ctx, a1, s1[0] as usize) else {
            return FoldResult::Failure;
        };
        poison_elem = v.first().cloned();
        e1 = v;
    }
    let Some(pe) = poison_elem else {
        return FoldResult::Failure;
    };
    let size = s1[0];
    let mut out = Vec::with_capacity(mask.len());
    for &m in &mask {
        let v = if m == POISON_INDEX {
            pe.clone()
        } else if m < size {
            if p1 {
                pe.clone()
            } else {
                e1[m as usize].clone()
            }
        } else if p2 {
            pe.clone()
        } else {
            e2[(m - size) as usize].clone()
        };
        out.push(v);
    }
    let res_ty = ty(ctx, ctx.result(op, 0));
    FoldResult::from_attr(dense_attr(ctx, res_ty, &out))
}

// -------------------------------------------------------- multi_reduction

/// `MultiDimReductionOp::fold`: a 1-D reduction over no dimension is its
/// source.
pub fn multi_reduction(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    let src = ctx.operand(op, 0);
    let dims = dense_i64(ctx, op, "reduction_dims");
    if rank_of(ctx, ty(ctx, src)) == 1 && !dims.contains(&0) {
        return FoldResult::value(src);
    }
    FoldResult::Failure
}

// ------------------------------------------------------ loads and stores

/// `LoadOp::fold` / `MaskedLoadOp::fold`: `memref.cast` folding.
pub fn load(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    if fold_memref_cast(ctx, op) {
        return FoldResult::value(ctx.result(op, 0));
    }
    FoldResult::Failure
}

/// `StoreOp::fold` / `MaskedStoreOp::fold`: `memref.cast` folding.
pub fn store(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    if fold_memref_cast(ctx, op) {
        return FoldResult::InPlace;
    }
    FoldResult::Failure
}

// -------------------------------------------------------------- transfers

/// The permutation map of a transfer op.
pub fn permutation_map(ctx: &Context, op: Operation) -> Option<AffineMap> {
    match ctx.attr_kind(ctx.attr(op, "permutation_map")?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// The `in_bounds` flags of a transfer op.
pub fn in_bounds(ctx: &Context, op: Operation) -> Vec<bool> {
    match ctx.attr(op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(e)) => e
            .iter()
            .map(|&b| matches!(ctx.attr_kind(b), AttrKind::Integer { value, .. } if !value.is_zero()))
            .collect(),
        _ => Vec::new(),
    }
}

/// Operand layout of a transfer op: (base, indices, mask) operand indices.
pub struct TransferOperands {
    /// The shaped base.
    pub base: Value,
    /// The indices.
    pub indices: Vec<Value>,
    /// The mask, if any.
    pub mask: Option<Value>,
    /// The vector type.
    pub vector: Type,
}

/// The operands of `vector.transfer_read` / `vector.transfer_write`.
pub fn transfer_operands(ctx: &Context, op: Operation) -> TransferOperands {
    let read = ctx.isa::<crate::vector::TransferReadOp>(op);
    let sizes =
        ods::opdef::segment_sizes(ctx, op, ods::opdef::OPERAND_SEGMENT_SIZES).unwrap_or_default();
    let all: Vec<Value> = ctx.operands(op).collect();
    let n_idx = sizes.get(if read { 1 } else { 2 }).copied().unwrap_or(0) as usize;
    let has_mask = sizes.get(3).copied().unwrap_or(0) == 1;
    if read {
        TransferOperands {
            base: all[0],
            indices: all[1..1 + n_idx].to_vec(),
            mask: has_mask.then(|| all[2 + n_idx]),
            vector: ty(ctx, ctx.result(op, 0)),
        }
    } else {
        TransferOperands {
            base: all[1],
            indices: all[2..2 + n_idx].to_vec(),
            mask: has_mask.then(|| all[2 + n_idx]),
            vector: ty(ctx, all[0]),
        }
    }
}

fn set_in_bounds(ctx: &mut Context, op: Operation, flags: &[bool]) {
    let elems: Vec<Attribute> = flags.iter().map(|&b| ctx.bool_attr(b)).collect();
    let arr = ctx.array_attr(&elems);
    ctx.set_attr(op, "in_bounds", arr);
}

/// `foldTransferInBoundsAttribute`
pub fn fold_transfer_in_bounds(ctx: &mut Context, op: Operation) -> bool {
    let Some(map) = permutation_map(ctx, op) else {
        return false;
    };
    let t = transfer_operands(ctx, op);
    let rank = map.num_results(ctx.affine()) as usize;
    if rank == 0 {
        return false;
    }
    let flags = in_bounds(ctx, op);
    let shaped_shape = ctx
        .shaped_info(ty(ctx, t.base))
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default();
    let vec_shape = vshape(ctx, t.vector);
    let mut changed = false;
    let mut new = Vec::with_capacity(rank);
    let mut non_bcast = Vec::new();
    for i in 0..rank {
        if flags.get(i).copied().unwrap_or(false) {
            new.push(true);
            continue;
        }
        let mut ib = false;
        let e = map.result(ctx.affine(), i);
        if let Some(d) = e.as_dim(ctx.affine()) {
            let d = d as usize;
            if shaped_shape.get(d).is_some_and(|&s| s != DYNAMIC) {
                if let Some(c) = t.indices.get(d).and_then(|&v| constant_int(ctx, v)) {
                    ib = c + vec_shape.get(i).copied().unwrap_or(0) <= shaped_shape[d];
                }
            }
            non_bcast.push(i);
        }
        new.push(ib);
        changed |= ib;
    }
    if non_bcast.iter().all(|&i| new[i]) {
        for i in map.broadcast_dims(ctx.affine()) {
            changed |= !new[i as usize];
            new[i as usize] = true;
        }
    }
    if !changed {
        return false;
    }
    set_in_bounds(ctx, op, &new);
    true
}

/// `foldTransferFullMask`: an all-true mask is dropped.
pub fn fold_transfer_full_mask(ctx: &mut Context, op: Operation) -> bool {
    let t = transfer_operands(ctx, op);
    let Some(mask) = t.mask else {
        return false;
    };
    if mask_format(ctx, mask) != MaskFormat::AllTrue {
        return false;
    }
    let mut operands: Vec<Value> = ctx.operands(op).collect();
    let pos = operands
        .iter()
        .rposition(|&v| v == mask)
        .expect("mask operand");
    operands.remove(pos);
    ctx.set_operands(op, &operands);
    let mut sizes =
        ods::opdef::segment_sizes(ctx, op, ods::opdef::OPERAND_SEGMENT_SIZES).unwrap_or_default();
    if let Some(last) = sizes.last_mut() {
        *last = 0;
    }
    let sizes: Vec<usize> = sizes.into_iter().map(|s| s as usize).collect();
    let a = ods::opdef::build::segment_attr(ctx, ods::opdef::OPERAND_SEGMENT_SIZES, &sizes);
    ctx.set_attr(op, ods::opdef::OPERAND_SEGMENT_SIZES, a.value);
    true
}

fn has_out_of_bounds_dim(ctx: &Context, op: Operation) -> bool {
    let Some(map) = permutation_map(ctx, op) else {
        return true;
    };
    let flags = in_bounds(ctx, op);
    (0..map.num_results(ctx.affine()) as usize).any(|i| {
        // Broadcast dims are in bounds by definition.
        let e = map.result(ctx.affine(), i);
        e.as_constant(ctx.affine()) != Some(0) && !flags.get(i).copied().unwrap_or(false)
    })
}

/// `isDisjointTransferIndices` (constant indices only).
pub fn disjoint_transfer_indices(ctx: &mut Context, a: Operation, b: Operation) -> bool {
    let (ta, tb) = (transfer_operands(ctx, a), transfer_operands(ctx, b));
    if ta.vector != tb.vector {
        return false;
    }
    let shaped_rank = ctx
        .shaped_info(ty(ctx, ta.base))
        .map_or(0, |(s, _)| s.len());
    let rank_offset = shaped_rank.saturating_sub(map_rank(ctx, a));
    let vec_shape = vshape(ctx, ta.vector);
    for i in 0..ta.indices.len() {
        let (ca, cb) = (
            constant_int(ctx, ta.indices[i]),
            constant_int(ctx, tb.indices[i]),
        );
        let (Some(ca), Some(cb)) = (ca, cb) else {
            continue;
        };
        if i < rank_offset {
            if ca != cb {
                return true;
            }
        } else if (ca - cb).abs() >= vec_shape.get(i - rank_offset).copied().unwrap_or(i64::MAX) {
            return true;
        }
    }
    false
}

fn map_rank(ctx: &Context, op: Operation) -> usize {
    permutation_map(ctx, op).map_or(0, |m| m.num_results(ctx.affine()) as usize)
}

fn same_value_raw(ctx: &mut Context, write: Operation, read: Operation) -> bool {
    let (tw, tr) = (transfer_operands(ctx, write), transfer_operands(ctx, read));
    !has_out_of_bounds_dim(ctx, write)
        && tw.indices == tr.indices
        && tw.vector == tr.vector
        && permutation_map(ctx, write) == permutation_map(ctx, read)
        && tw.mask.is_none()
        && tr.mask.is_none()
}

/// `TransferReadOp::fold`
pub fn transfer_read(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    let res = ctx.result(op, 0);
    // `foldRAW`
    let base = transfer_operands(ctx, op).base;
    if matches!(ctx.type_kind(ty(ctx, base)), TypeKind::RankedTensor { .. }) {
        let mut w = def::<crate::vector::TransferWriteOp>(ctx, base);
        while let Some(write) = w {
            if same_value_raw(ctx, write, op) {
                return FoldResult::value(ctx.operand(write, 0));
            }
            if !disjoint_transfer_indices(ctx, write, op) {
                break;
            }
            w = def::<crate::vector::TransferWriteOp>(ctx, ctx.operand(write, 1));
        }
    }
    if fold_transfer_in_bounds(ctx, op)
        || fold_transfer_full_mask(ctx, op)
        || fold_memref_cast(ctx, op)
        || fold_tensor_cast(ctx, op)
    {
        return FoldResult::value(res);
    }
    FoldResult::Failure
}

/// `TransferWriteOp::fold`
pub fn transfer_write(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    let t = transfer_operands(ctx, op);
    let base_ty = ty(ctx, t.base);
    let tensor = matches!(ctx.type_kind(base_ty), TypeKind::RankedTensor { .. });
    let vec = ctx.operand(op, 0);
    if tensor {
        if let Some(read) = def::<crate::vector::TransferReadOp>(ctx, vec) {
            // `foldReadInitWrite`
            let tr = transfer_operands(ctx, read);
            let minor = |ctx: &Context, o: Operation| {
                permutation_map(ctx, o).is_some_and(|m| m.is_minor_identity(ctx.affine()))
            };
            let shape = ctx
                .shaped_info(base_ty)
                .map(|(s, _)| s.to_vec())
                .unwrap_or_default();
            let zero = |ctx: &mut Context, vs: &[Value]| {
                vs.iter().all(|&v| constant_int(ctx, v) == Some(0))
            };
            if map_rank(ctx, op) != 0
                && map_rank(ctx, read) != 0
                && minor(ctx, read)
                && minor(ctx, op)
                && map_rank(ctx, read) == map_rank(ctx, op)
                && !has_out_of_bounds_dim(ctx, read)
                && !has_out_of_bounds_dim(ctx, op)
                && ty(ctx, tr.base) == base_ty
                && tr.vector == t.vector
                && vshape(ctx, tr.vector) == shape
                && zero(ctx, &tr.indices)
                && zero(ctx, &t.indices)
            {
                return FoldResult::value(tr.base);
            }
            // `foldWAR`
            if tr.base == t.base
                && tr.indices == t.indices
                && permutation_map(ctx, read) == permutation_map(ctx, op)
                && tr.vector == t.vector
                && tr.mask.is_none()
                && t.mask.is_none()
            {
                return FoldResult::value(tr.base);
            }
        }
    }
    if fold_transfer_in_bounds(ctx, op)
        || fold_transfer_full_mask(ctx, op)
        || fold_memref_cast(ctx, op)
    {
        return FoldResult::InPlace;
    }
    FoldResult::Failure
}

// ------------------------------------------------------------------ mask

/// `MaskOp::fold`: an empty mask without passthru gives the yielded values;
/// an all-true mask moves the masked op out.
pub fn mask(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    let region = ctx.region(op, 0);
    let Some(&block) = ctx.region_blocks(region).first() else {
        return FoldResult::Failure;
    };
    let ops: Vec<Operation> = ctx.block_ops_iter(block).collect();
    let has_passthru = ctx.num_operands(op) > 1;
    if ops.len() == 1 && !has_passthru {
        let vals: Vec<Value> = ctx.operands(ops[0]).collect();
        return FoldResult::Replace(vals.into_iter().map(OpFoldResult::Value).collect());
    }
    let m = ctx.operand(op, 0);
    if mask_format(ctx, m) != MaskFormat::AllTrue || ops.len() < 2 {
        return FoldResult::Failure;
    }
    let maskable = ops[0];
    let term = *ops.last().expect("terminator");
    ctx.set_operands(term, &[]);
    ctx.move_op_before(maskable, op);
    let vals: Vec<Value> = ctx.results(maskable).collect();
    FoldResult::Replace(vals.into_iter().map(OpFoldResult::Value).collect())
}
