//! The folders of the 49 `arith` operations that have one (all but
//! `scaling_extf`/`scaling_truncf`), doing what MLIR 22's `ArithOps.cpp`
//! folders do: the same algebraic simplifications in the same order, the
//! same constant folding through the equivalents of `CommonFolders.h`
//! (`#ub.poison` operands propagate where MLIR's helpers propagate them),
//! and giving up exactly where MLIR's folders give up (division by zero,
//! signed division overflow, shifts by the bit width or more, inexact or
//! special-valued float conversions, `fptosi`/`fptoui` out of range).
//!
//! The folders are written against the generic IR API (operands by index,
//! attributes by name) so they work on any declaration of the ops; the
//! scalar semantics come from [`super::eval`].
//!
//! Known differences from MLIR 22 (see the tests' recorded cases):
//! * `addui_extended` with a `ub.poison` operand crashes MLIR 22's folder
//!   (`cast<TypedAttr>` on the poison sum); this folder returns poison for
//!   both results, as later MLIR does.
//! * Only `dense<...>` (`DenseIntOrFP`) elements are folded elementwise;
//!   MLIR also iterates `sparse<...>` and `dense_resource<...>` constants.

use super::eval::{
    ashr_llvm, enum_value, float_bits, float_from_bits, is_max_signed, is_min_signed, lshr_llvm,
    mulhs, mulhu, rounding_mode_from_arith, sadd_ov, sdiv_ov, shl_llvm, ssub_ov, uadd_ov,
    CmpFPredicate, CmpIPredicate, Constant, Scalar, ScalarType,
};
use super::ops::*;
use crate::ub;
use ods::ir::{AttrKind, Attribute, Context, Operation, Type, TypeKind, Value};
use ods::opdef::Op;
use ods::rewrite::{FoldResult, OpFoldResult};
use ods::support::apfloat::{APFloat, FloatSemantics, RoundingMode};
use ods::support::apint::APInt;
use std::cmp::Ordering;

// ------------------------------------------------------------------ helpers

/// The constant of operand `i`, if any.
fn arg(operands: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    operands.get(i).copied().flatten()
}

fn result_type(ctx: &Context, op: Operation, i: usize) -> Type {
    ctx.value_type(ctx.result(op, i))
}

/// `getElementTypeOrSelf`.
fn elem_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

/// The op defining `v` if it is an `O`.
fn def_op<O: Op>(ctx: &Context, v: Value) -> Option<Operation> {
    ctx.defining::<O>(v).map(Op::operation)
}

/// `m_ConstantInt` on an attribute: an integer attribute or a splat of
/// integers.
fn const_int(ctx: &Context, attr: Option<Attribute>) -> Option<APInt> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        AttrKind::DenseIntOrFP { splat: true, .. } => {
            match Constant::from_attr(ctx, attr?)?.splat_value()? {
                Scalar::Int(v) => Some(v.clone()),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `m_ConstantFloat` on an attribute: a float attribute or a splat of
/// floats.
fn const_float(ctx: &Context, attr: Option<Attribute>) -> Option<APFloat> {
    match ctx.attr_kind(attr?) {
        AttrKind::Float { value, .. } => Some(**value),
        AttrKind::DenseIntOrFP { splat: true, .. } => {
            match Constant::from_attr(ctx, attr?)?.splat_value()? {
                Scalar::Float(v) => Some(*v),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `m_Zero`.
fn m_zero(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|v| v.is_zero())
}

/// `m_One`.
fn m_one(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|v| v.is_one())
}

/// `m_ConstantInt` on a value: the defining op is a constant of integer,
/// index, vector or ranked tensor type.
fn value_const_int(ctx: &mut Context, v: Value) -> Option<APInt> {
    let ty = ctx.value_type(v);
    if !matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
    ) {
        return None;
    }
    let attr = ods::rewrite::fold::constant_value(ctx, v)?;
    const_int(ctx, Some(attr))
}

/// `m_OneFloat`: equal to 1.0.
fn is_one_float(f: &APFloat) -> bool {
    let one = APFloat::from_i128(f.semantics(), 1, RoundingMode::NearestTiesToEven).0;
    f.compare(&one) == Some(Ordering::Equal)
}

fn is_poison(ctx: &Context, attr: Option<Attribute>) -> bool {
    attr.is_some_and(|a| ub::is_poison(ctx, a))
}

/// An enum attribute like `like` holding value `v`.
fn with_enum_value(ctx: &mut Context, like: Attribute, v: u64) -> Option<Attribute> {
    match ctx.attr_kind(like).clone() {
        AttrKind::Integer { ty, value } => {
            Some(ctx.integer_attr(ty, APInt::from_u64(value.width(), v)))
        }
        AttrKind::Dialect { def, params } => {
            let p = params.first().copied()??;
            let AttrKind::Integer { ty, value } = ctx.attr_kind(p).clone() else {
                return None;
            };
            let np = ctx.integer_attr(ty, APInt::from_u64(value.width(), v));
            let mut params = params.to_vec();
            params[0] = Some(np);
            Some(ctx.dialect_attr(def, &params))
        }
        _ => None,
    }
}

/// `IntegerOverflowFlags` bits of an op (`nsw` = 1, `nuw` = 2).
fn overflow_flags(ctx: &Context, op: Operation) -> u64 {
    ctx.attr(op, "overflowFlags")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0)
}

const NSW: u64 = 1;
const NUW: u64 = 2;

/// `FastMathFlags` bits of an op.
fn fastmath_flags(ctx: &Context, op: Operation) -> u64 {
    ctx.attr(op, "fastmath")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0)
}

const FM_NNAN: u64 = 2;
const FM_NSZ: u64 = 8;
const FM_CONTRACT: u64 = 32;

/// The `roundingmode` of an op (absent: to nearest, ties to even).
fn rounding_mode(ctx: &Context, op: Operation) -> RoundingMode {
    ctx.attr(op, "roundingmode")
        .and_then(|a| enum_value(ctx, a))
        .and_then(rounding_mode_from_arith)
        .unwrap_or(RoundingMode::NearestTiesToEven)
}

/// `Builder::getZeroAttr`: `None` for types without one; shaped types get a
/// splat even when dynamically shaped, as in MLIR.
pub fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty).clone() {
        TypeKind::Integer { width, .. } => Some(ctx.integer_attr(ty, APInt::zero(width))),
        TypeKind::Index => Some(ctx.integer_attr(ty, APInt::zero(64))),
        TypeKind::Float(s) => Some(ctx.float_attr(ty, APFloat::zero(s, false))),
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => {
            let zero = match ScalarType::of(ctx, elem)? {
                ScalarType::Int(w) => Scalar::Int(APInt::zero(w)),
                ScalarType::Float(s) => Scalar::Float(APFloat::zero(s, false)),
            };
            super::eval::splat_attr_any_shape(ctx, ty, &zero)
        }
        _ => None,
    }
}

/// True unless `ty` is a shaped type with a dynamic dimension.
fn has_static_shape(ctx: &Context, ty: Type) -> bool {
    !matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) || ctx.num_elements(ty).is_some()
}

/// `getBoolAttribute`: `true`/`false`, or a splat of it for a statically
/// shaped type.
fn bool_attr_for(ctx: &mut Context, ty: Type, v: bool) -> Option<Attribute> {
    if ScalarType::of(ctx, ty).is_some() {
        return Some(ctx.bool_attr(v));
    }
    super::eval::splat_attr_any_shape(ctx, ty, &Scalar::bool(v))
}

/// Which attribute class a common folder accepts (`IntegerAttr` or
/// `FloatAttr`, and elements of those).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Int,
    Float,
}

fn of_kind(v: &Scalar, k: Kind) -> bool {
    matches!(
        (v, k),
        (Scalar::Int(_), Kind::Int) | (Scalar::Float(_), Kind::Float)
    )
}

type Calc2<'a> = &'a mut dyn FnMut(&Scalar, &Scalar) -> Option<Scalar>;
type Calc1<'a> = &'a mut dyn FnMut(&Scalar) -> Option<Scalar>;

/// `constFoldBinaryOpConditional`: with `poison`, a `#ub.poison` operand
/// is the result; then both operands must be constants of the same type
/// (and `result_ty` defaults to it): two scalars, two splats (combined
/// once), or two elements attributes (combined elementwise).
fn const_fold_binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    result_ty: Option<Type>,
    poison: bool,
    kind: Kind,
    calc: Calc2<'_>,
) -> Option<Attribute> {
    let (a, b) = (arg(operands, 0), arg(operands, 1));
    if poison {
        for x in [a, b].into_iter().flatten() {
            if ub::is_poison(ctx, x) {
                return Some(x);
            }
        }
    }
    let (a, b) = (a?, b?);
    let result_ty = match result_ty {
        Some(t) => t,
        None => {
            let (ta, tb) = (ctx.attr_type(a)?, ctx.attr_type(b)?);
            if ta != tb {
                return None;
            }
            ta
        }
    };
    let (ca, cb) = (Constant::from_attr(ctx, a)?, Constant::from_attr(ctx, b)?);
    match (&ca, &cb) {
        (Constant::Scalar { ty: ta, value: va }, Constant::Scalar { ty: tb, value: vb }) => {
            if !of_kind(va, kind) || !of_kind(vb, kind) || ta != tb {
                return None;
            }
            let r = calc(va, vb)?;
            super::eval::scalar_attr(ctx, result_ty, &r)
        }
        (
            Constant::Elements {
                ty: ta,
                splat: sa,
                values: va,
                ..
            },
            Constant::Elements {
                ty: tb,
                splat: sb,
                values: vb,
                ..
            },
        ) => {
            if ta != tb || !va.iter().chain(vb).all(|v| of_kind(v, kind)) {
                return None;
            }
            if *sa && *sb {
                // constFoldBinaryOp's splat path also folds dynamically
                // shaped splats (`dense<true> : tensor<?xi1>` from a folded
                // `cmpi`); its cast and unary paths do not.
                let r = calc(&va[0], &vb[0])?;
                return super::eval::splat_attr_any_shape(ctx, result_ty, &r);
            }
            let n = ca.len(ctx);
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(calc(ca.element(i)?, cb.element(i)?)?);
            }
            super::eval::dense_attr(ctx, result_ty, &out)
        }
        _ => None,
    }
}

/// `constFoldUnaryOpConditional` (poison propagates; the result has the
/// operand's type).
fn const_fold_unary(
    ctx: &mut Context,
    operand: Option<Attribute>,
    kind: Kind,
    calc: Calc1<'_>,
) -> Option<Attribute> {
    let a = operand?;
    if ub::is_poison(ctx, a) {
        return Some(a);
    }
    let ty = ctx.attr_type(a)?;
    map_constant(ctx, a, ty, kind, calc)
}

/// `constFoldCastOp` (poison propagates).
fn const_fold_cast(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_ty: Type,
    kind: Kind,
    calc: Calc1<'_>,
) -> Option<Attribute> {
    let a = operand?;
    if ub::is_poison(ctx, a) {
        return Some(a);
    }
    map_constant(ctx, a, result_ty, kind, calc)
}

fn map_constant(
    ctx: &mut Context,
    a: Attribute,
    result_ty: Type,
    kind: Kind,
    calc: Calc1<'_>,
) -> Option<Attribute> {
    let ca = Constant::from_attr(ctx, a)?;
    match &ca {
        Constant::Scalar { value, .. } => {
            if !of_kind(value, kind) {
                return None;
            }
            let r = calc(value)?;
            super::eval::scalar_attr(ctx, result_ty, &r)
        }
        Constant::Elements { splat, values, .. } => {
            if !values.iter().all(|v| of_kind(v, kind)) {
                return None;
            }
            if *splat {
                let r = calc(&values[0])?;
                return super::eval::dense_attr(ctx, result_ty, &[r]);
            }
            let mut out = Vec::with_capacity(values.len());
            for v in values {
                out.push(calc(v)?);
            }
            super::eval::dense_attr(ctx, result_ty, &out)
        }
        Constant::Poison => None,
    }
}

fn ints<'a>(a: &'a Scalar, b: &'a Scalar) -> (&'a APInt, &'a APInt) {
    match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => (a, b),
        _ => unreachable!("integer folder on non-integer constants"),
    }
}

fn floats<'a>(a: &'a Scalar, b: &'a Scalar) -> (&'a APFloat, &'a APFloat) {
    match (a, b) {
        (Scalar::Float(a), Scalar::Float(b)) => (a, b),
        _ => unreachable!("float folder on non-float constants"),
    }
}

/// A total integer operation as a folding calculation.
fn int_op(f: fn(&APInt, &APInt) -> APInt) -> impl FnMut(&Scalar, &Scalar) -> Option<Scalar> {
    move |a, b| {
        let (a, b) = ints(a, b);
        Some(Scalar::Int(f(a, b)))
    }
}

/// A float operation as a folding calculation.
fn float_op(
    f: impl Fn(&APFloat, &APFloat) -> APFloat,
) -> impl FnMut(&Scalar, &Scalar) -> Option<Scalar> {
    move |a, b| {
        let (a, b) = floats(a, b);
        Some(Scalar::Float(f(a, b)))
    }
}

fn fold_int_binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    FoldResult::from_attr(const_fold_binary(
        ctx,
        operands,
        None,
        true,
        Kind::Int,
        &mut int_op(f),
    ))
}

fn fold_float_binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl Fn(&APFloat, &APFloat) -> APFloat,
) -> FoldResult {
    FoldResult::from_attr(const_fold_binary(
        ctx,
        operands,
        None,
        true,
        Kind::Float,
        &mut float_op(f),
    ))
}

const NEAREST: RoundingMode = RoundingMode::NearestTiesToEven;

// ------------------------------------------------------------------ folders

/// `arith.constant`: its `value`.
pub fn fold_constant(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::from_attr(ctx.attr(op, "value"))
}

/// `arith.addi`
pub fn fold_addi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    // addi(x, 0) -> x
    if m_zero(ctx, arg(operands, 1)) {
        return FoldResult::value(l);
    }
    // addi(subi(a, b), b) -> a
    if let Some(sub) = def_op::<SubIOp>(ctx, l) {
        if r == ctx.operand(sub, 1) {
            return FoldResult::value(ctx.operand(sub, 0));
        }
    }
    // addi(b, subi(a, b)) -> a
    if let Some(sub) = def_op::<SubIOp>(ctx, r) {
        if l == ctx.operand(sub, 1) {
            return FoldResult::value(ctx.operand(sub, 0));
        }
    }
    fold_int_binary(ctx, operands, |a, b| a.add(b))
}

/// `arith.addui_extended`
pub fn fold_addui_extended(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let overflow_ty = result_type(ctx, op, 1);
    // addui_extended(x, 0) -> x, false
    if value_const_int(ctx, r).is_some_and(|v| v.is_zero()) {
        let Some(f) = zero_attr(ctx, overflow_ty) else {
            return FoldResult::Failure;
        };
        return FoldResult::Replace(vec![OpFoldResult::Value(l), OpFoldResult::Attribute(f)]);
    }
    let Some(sum) = const_fold_binary(
        ctx,
        operands,
        None,
        true,
        Kind::Int,
        &mut int_op(|a, b| a.add(b)),
    ) else {
        return FoldResult::Failure;
    };
    // A poison operand: poison for both results (MLIR 22 crashes here).
    if ub::is_poison(ctx, sum) {
        return FoldResult::Replace(vec![
            OpFoldResult::Attribute(sum),
            OpFoldResult::Attribute(sum),
        ]);
    }
    // The carry: the sum is (unsigned) less than the lhs.
    let Some(carry) = const_fold_binary(
        ctx,
        &[Some(sum), arg(operands, 0)],
        Some(overflow_ty),
        false,
        Kind::Int,
        &mut |s, a| {
            let (s, a) = ints(s, a);
            Some(Scalar::bool(s.ucmp(a) == Ordering::Less))
        },
    ) else {
        return FoldResult::Failure;
    };
    FoldResult::Replace(vec![
        OpFoldResult::Attribute(sum),
        OpFoldResult::Attribute(carry),
    ])
}

/// `arith.subi`
pub fn fold_subi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    // subi(x, x) -> 0 (not for dynamically shaped tensors)
    let ty = result_type(ctx, op, 0);
    if l == r && has_static_shape(ctx, ty) {
        if let Some(z) = zero_attr(ctx, ty) {
            return FoldResult::attr(z);
        }
    }
    // subi(x, 0) -> x
    if m_zero(ctx, arg(operands, 1)) {
        return FoldResult::value(l);
    }
    if let Some(add) = def_op::<AddIOp>(ctx, l) {
        // subi(addi(a, b), b) -> a
        if r == ctx.operand(add, 1) {
            return FoldResult::value(ctx.operand(add, 0));
        }
        // subi(addi(a, b), a) -> b
        if r == ctx.operand(add, 0) {
            return FoldResult::value(ctx.operand(add, 1));
        }
    }
    fold_int_binary(ctx, operands, |a, b| a.sub(b))
}

/// `arith.muli`
pub fn fold_muli(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    // muli(x, 0) -> 0
    if m_zero(ctx, arg(operands, 1)) {
        return FoldResult::value(r);
    }
    // muli(x, 1) -> x
    if m_one(ctx, arg(operands, 1)) {
        return FoldResult::value(l);
    }
    fold_int_binary(ctx, operands, |a, b| a.mul(b))
}

/// The low and high halves of a constant product.
fn fold_mul_extended(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    high: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    let Some(low) = const_fold_binary(
        ctx,
        operands,
        None,
        true,
        Kind::Int,
        &mut int_op(|a, b| a.mul(b)),
    ) else {
        return FoldResult::Failure;
    };
    let Some(high) = const_fold_binary(ctx, operands, None, true, Kind::Int, &mut int_op(high))
    else {
        return FoldResult::Failure;
    };
    FoldResult::Replace(vec![
        OpFoldResult::Attribute(low),
        OpFoldResult::Attribute(high),
    ])
}

/// `arith.mulsi_extended`
pub fn fold_mulsi_extended(
    ctx: &mut Context,
    _op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    // mulsi_extended(x, 0) -> 0, 0
    if m_zero(ctx, arg(operands, 1)) {
        let z = arg(operands, 1).expect("matched constant");
        return FoldResult::Replace(vec![OpFoldResult::Attribute(z), OpFoldResult::Attribute(z)]);
    }
    fold_mul_extended(ctx, operands, mulhs)
}

/// `arith.mului_extended`
pub fn fold_mului_extended(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    // mului_extended(x, 0) -> 0, 0
    if m_zero(ctx, arg(operands, 1)) {
        let z = arg(operands, 1).expect("matched constant");
        return FoldResult::Replace(vec![OpFoldResult::Attribute(z), OpFoldResult::Attribute(z)]);
    }
    // mului_extended(x, 1) -> x, 0
    if m_one(ctx, arg(operands, 1)) {
        let l = ctx.operand(op, 0);
        let ty = ctx.value_type(l);
        let Some(z) = zero_attr(ctx, ty) else {
            return FoldResult::Failure;
        };
        return FoldResult::Replace(vec![OpFoldResult::Value(l), OpFoldResult::Attribute(z)]);
    }
    fold_mul_extended(ctx, operands, mulhu)
}

/// `(a * b) / b -> a` when the multiplication has `flag`.
fn fold_div_mul(ctx: &Context, l: Value, r: Value, flag: u64) -> Option<Value> {
    let mul = def_op::<MulIOp>(ctx, l)?;
    if overflow_flags(ctx, mul) & flag != flag {
        return None;
    }
    if ctx.operand(mul, 0) == r {
        return Some(ctx.operand(mul, 1));
    }
    if ctx.operand(mul, 1) == r {
        return Some(ctx.operand(mul, 0));
    }
    None
}

/// Constant division where `calc` reports when the fold must not happen.
/// `calc` sees (and updates) the flag, as MLIR's lambdas do.
fn fold_division(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    calc: &mut dyn FnMut(&APInt, &APInt, &mut bool) -> APInt,
) -> FoldResult {
    let mut refuse = false;
    let r = const_fold_binary(ctx, operands, None, true, Kind::Int, &mut |a, b| {
        let (a, b) = ints(a, b);
        Some(Scalar::Int(calc(a, b, &mut refuse)))
    });
    if refuse {
        FoldResult::Failure
    } else {
        FoldResult::from_attr(r)
    }
}

/// `arith.divui`
pub fn fold_divui(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    // divui(x, 1) -> x
    if m_one(ctx, arg(operands, 1)) {
        return FoldResult::value(l);
    }
    // (a * b) / b -> a
    if let Some(v) = fold_div_mul(ctx, l, r, NUW) {
        return FoldResult::value(v);
    }
    fold_division(ctx, operands, &mut |a, b, div0| {
        if *div0 || b.is_zero() {
            *div0 = true;
            return a.clone();
        }
        a.udiv(b).expect("non-zero divisor")
    })
}

/// `arith.divsi`
pub fn fold_divsi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    // divsi(x, 1) -> x
    if m_one(ctx, arg(operands, 1)) {
        return FoldResult::value(l);
    }
    // (a * b) / b -> a
    if let Some(v) = fold_div_mul(ctx, l, r, NSW) {
        return FoldResult::value(v);
    }
    fold_division(ctx, operands, &mut |a, b, ov| {
        if *ov || b.is_zero() {
            *ov = true;
            return a.clone();
        }
        let (q, o) = sdiv_ov(a, b);
        *ov = o;
        q
    })
}

/// MLIR's `signedCeilNonnegInputs`: `(a - 1) / b + 1`, the flag holding
/// the overflow of the last step (each step assigns it, as LLVM's `*_ov`
/// functions do).
fn signed_ceil_nonneg(a: &APInt, b: &APInt, ov: &mut bool) -> APInt {
    // `APInt one(bits, 1, /*isSigned=*/true)`.
    let one = APInt::from_u64(a.width(), 1);
    let (t, o) = ssub_ov(a, &one);
    *ov = o;
    let (t, o) = sdiv_ov(&t, b);
    *ov = o;
    let (t, o) = sadd_ov(&t, &one);
    *ov = o;
    t
}

/// `arith.ceildivui`
pub fn fold_ceildivui(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    if m_one(ctx, arg(operands, 1)) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    fold_division(ctx, operands, &mut |a, b, ov| {
        if *ov || b.is_zero() {
            *ov = true;
            return a.clone();
        }
        let q = a.udiv(b).expect("non-zero divisor");
        if a.urem(b).expect("non-zero divisor").is_zero() {
            return q;
        }
        let (r, o) = uadd_ov(&q, &APInt::from_u64(a.width(), 1));
        *ov = o;
        r
    })
}

/// `arith.ceildivsi` (MLIR's algorithm: no fold when an intermediate
/// negation or division overflows, e.g. for a `MIN` dividend).
pub fn fold_ceildivsi(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    if m_one(ctx, arg(operands, 1)) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    fold_division(ctx, operands, &mut |a, b, ov| {
        if *ov || b.is_zero() {
            *ov = true;
            return a.clone();
        }
        if a.is_zero() {
            return a.clone();
        }
        let zero = APInt::zero(a.width());
        let a_pos = a.scmp(&zero) == Ordering::Greater;
        let b_pos = b.scmp(&zero) == Ordering::Greater;
        if a_pos && b_pos {
            return signed_ceil_nonneg(a, b, ov);
        }
        if !a_pos && !b_pos {
            // ceil(-a, -b)
            let (pa, ona) = ssub_ov(&zero, a);
            let (pb, onb) = ssub_ov(&zero, b);
            let mut odiv = false;
            let res = signed_ceil_nonneg(&pa, &pb, &mut odiv);
            *ov = ona || onb || odiv;
            return res;
        }
        if !a_pos && b_pos {
            // -(-a / b)
            let (pa, ona) = ssub_ov(&zero, a);
            let (d, odiv) = sdiv_ov(&pa, b);
            let (res, onr) = ssub_ov(&zero, &d);
            *ov = ona || odiv || onr;
            return res;
        }
        // -(a / -b)
        let (pb, onb) = ssub_ov(&zero, b);
        let (d, odiv) = sdiv_ov(a, &pb);
        let (res, onr) = ssub_ov(&zero, &d);
        *ov = onb || odiv || onr;
        res
    })
}

/// LLVM's `APInt::sfloordiv_ov`.
fn sfloordiv_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    let (q, ov) = sdiv_ov(a, b);
    if q.mul(b) != *a && a.is_sign_bit_set() != b.is_sign_bit_set() {
        return (q.sub(&APInt::from_u64(a.width(), 1)), ov);
    }
    (q, ov)
}

/// `arith.floordivsi`. Like MLIR's folder, each element assigns the
/// overflow flag (a later element of a non-splat vector clears what an
/// earlier one set).
pub fn fold_floordivsi(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    if m_one(ctx, arg(operands, 1)) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    fold_division(ctx, operands, &mut |a, b, ov| {
        if b.is_zero() {
            *ov = true;
            return a.clone();
        }
        let (q, o) = sfloordiv_ov(a, b);
        *ov = o;
        q
    })
}

/// `arith.remui`
pub fn fold_remui(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // remui(x, 1) -> 0
    if m_one(ctx, arg(operands, 1)) {
        let ty = result_type(ctx, op, 0);
        return FoldResult::from_attr(zero_attr(ctx, ty));
    }
    fold_division(ctx, operands, &mut |a, b, div0| {
        if *div0 || b.is_zero() {
            *div0 = true;
            return a.clone();
        }
        a.urem(b).expect("non-zero divisor")
    })
}

/// `arith.remsi`
pub fn fold_remsi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // remsi(x, 1) -> 0
    if m_one(ctx, arg(operands, 1)) {
        let ty = result_type(ctx, op, 0);
        return FoldResult::from_attr(zero_attr(ctx, ty));
    }
    fold_division(ctx, operands, &mut |a, b, div0| {
        if *div0 || b.is_zero() {
            *div0 = true;
            return a.clone();
        }
        a.srem(b).expect("non-zero divisor")
    })
}

/// `v` is `xori(x, <all ones>)`.
fn is_not_of(ctx: &mut Context, v: Value, x: Value) -> Option<Operation> {
    let xor = def_op::<XOrIOp>(ctx, v)?;
    if ctx.operand(xor, 0) != x {
        return None;
    }
    let c = ctx.operand(xor, 1);
    value_const_int(ctx, c)
        .is_some_and(|c| c.is_all_ones())
        .then_some(xor)
}

/// `arith.andi`
pub fn fold_andi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    // and(x, 0) -> 0
    if m_zero(ctx, arg(operands, 1)) {
        return FoldResult::value(r);
    }
    // and(x, allOnes) -> x
    if const_int(ctx, arg(operands, 1)).is_some_and(|v| v.is_all_ones()) {
        return FoldResult::value(l);
    }
    // and(x, not(x)) -> 0, and(not(x), x) -> 0
    if is_not_of(ctx, r, l).is_some() || is_not_of(ctx, l, r).is_some() {
        let ty = result_type(ctx, op, 0);
        return FoldResult::from_attr(zero_attr(ctx, ty));
    }
    // and(a, and(a, b)) -> and(a, b)
    for reverse in [false, true] {
        let (prev, other) = if reverse { (r, l) } else { (l, r) };
        if let Some(p) = def_op::<AndIOp>(ctx, prev) {
            if other == ctx.operand(p, 0) || other == ctx.operand(p, 1) {
                return FoldResult::value(prev);
            }
        }
    }
    fold_int_binary(ctx, operands, |a, b| a.and(b))
}

/// `arith.ori`
pub fn fold_ori(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if let Some(v) = const_int(ctx, arg(operands, 1)) {
        // or(x, 0) -> x
        if v.is_zero() {
            return FoldResult::value(l);
        }
        // or(x, <all ones>) -> <all ones>
        if v.is_all_ones() {
            return FoldResult::from_attr(arg(operands, 1));
        }
    }
    // or(x, xor(x, 1)) -> 1, or(xor(x, 1), x) -> 1
    if let Some(xor) = is_not_of(ctx, r, l).or_else(|| is_not_of(ctx, l, r)) {
        return FoldResult::value(ctx.operand(xor, 1));
    }
    fold_int_binary(ctx, operands, |a, b| a.or(b))
}

/// `arith.xori`
pub fn fold_xori(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    // xor(x, 0) -> x
    if m_zero(ctx, arg(operands, 1)) {
        return FoldResult::value(l);
    }
    // xor(x, x) -> 0
    if l == r {
        let ty = result_type(ctx, op, 0);
        return FoldResult::from_attr(zero_attr(ctx, ty));
    }
    // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
    if let Some(prev) = def_op::<XOrIOp>(ctx, l) {
        if ctx.operand(prev, 1) == r {
            return FoldResult::value(ctx.operand(prev, 0));
        }
        if ctx.operand(prev, 0) == r {
            return FoldResult::value(ctx.operand(prev, 1));
        }
    }
    // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
    if let Some(prev) = def_op::<XOrIOp>(ctx, r) {
        if ctx.operand(prev, 1) == l {
            return FoldResult::value(ctx.operand(prev, 0));
        }
        if ctx.operand(prev, 0) == l {
            return FoldResult::value(ctx.operand(prev, 1));
        }
    }
    fold_int_binary(ctx, operands, |a, b| a.xor(b))
}

/// The shift folders: `shift(x, 0) -> x`; constants fold only when the
/// amount is less than the bit width. As in MLIR, for a non-splat vector
/// only the last element's amount decides (earlier out-of-range amounts
/// give LLVM's values: 0, or the sign for `shrsi`).
fn fold_shift(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    f: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    if m_zero(ctx, arg(operands, 1)) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    let mut bounded = false;
    let r = const_fold_binary(ctx, operands, None, true, Kind::Int, &mut |a, b| {
        let (a, b) = ints(a, b);
        bounded = b.to_u64().is_some_and(|v| v < b.width() as u64);
        Some(Scalar::Int(f(a, b)))
    });
    if bounded {
        FoldResult::from_attr(r)
    } else {
        FoldResult::Failure
    }
}

/// `arith.shli`
pub fn fold_shli(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_shift(ctx, op, operands, shl_llvm)
}

/// `arith.shrui`
pub fn fold_shrui(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_shift(ctx, op, operands, lshr_llvm)
}

/// `arith.shrsi`
pub fn fold_shrsi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_shift(ctx, op, operands, ashr_llvm)
}

/// `arith.negf`
pub fn fold_negf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // negf(negf(x)) -> x
    if let Some(inner) = def_op::<NegFOp>(ctx, ctx.operand(op, 0)) {
        return FoldResult::value(ctx.operand(inner, 0));
    }
    FoldResult::from_attr(const_fold_unary(
        ctx,
        arg(operands, 0),
        Kind::Float,
        &mut |a| Some(Scalar::Float(a.as_float()?.neg())),
    ))
}

/// `arith.addf`
pub fn fold_addf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // addf(x, -0) -> x
    if const_float(ctx, arg(operands, 1)).is_some_and(|f| f.is_zero() && f.is_negative()) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    fold_float_binary(ctx, operands, |a, b| a.add(b, NEAREST).0)
}

/// `arith.subf`
pub fn fold_subf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // subf(x, +0) -> x
    if const_float(ctx, arg(operands, 1)).is_some_and(|f| f.is_zero() && !f.is_negative()) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    fold_float_binary(ctx, operands, |a, b| a.sub(b, NEAREST).0)
}

/// The float min/max folders: `op(x, x) -> x`, `op(x, identity) -> x`.
fn fold_float_minmax(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    identity: fn(&APFloat) -> bool,
    f: fn(&APFloat, &APFloat) -> APFloat,
) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if l == r {
        return FoldResult::value(r);
    }
    if const_float(ctx, arg(operands, 1)).is_some_and(|v| identity(&v)) {
        return FoldResult::value(l);
    }
    fold_float_binary(ctx, operands, f)
}

/// `arith.maximumf`
pub fn fold_maximumf(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    fold_float_minmax(
        ctx,
        op,
        operands,
        |v| v.is_inf() && v.is_negative(),
        |a, b| a.maximum(b),
    )
}

/// `arith.maxnumf`
pub fn fold_maxnumf(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    fold_float_minmax(ctx, op, operands, |v| v.is_nan(), |a, b| a.maxnum(b))
}

/// `arith.minimumf`
pub fn fold_minimumf(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    fold_float_minmax(
        ctx,
        op,
        operands,
        |v| v.is_inf() && !v.is_negative(),
        |a, b| a.minimum(b),
    )
}

/// `arith.minnumf`
pub fn fold_minnumf(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    fold_float_minmax(ctx, op, operands, |v| v.is_nan(), |a, b| a.minnum(b))
}

/// The integer min/max folders: `op(x, x) -> x`; a constant rhs that is
/// the absorbing element gives the rhs, the identity gives the lhs.
fn fold_int_minmax(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    absorbing: fn(&APInt) -> bool,
    identity: fn(&APInt) -> bool,
    f: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if l == r {
        return FoldResult::value(r);
    }
    if let Some(v) = const_int(ctx, arg(operands, 1)) {
        if absorbing(&v) {
            return FoldResult::value(r);
        }
        if identity(&v) {
            return FoldResult::value(l);
        }
    }
    fold_int_binary(ctx, operands, f)
}

fn pick(a: &APInt, b: &APInt, take_b: bool) -> APInt {
    if take_b {
        b.clone()
    } else {
        a.clone()
    }
}

/// `arith.maxsi`
pub fn fold_maxsi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_int_minmax(ctx, op, operands, is_max_signed, is_min_signed, |a, b| {
        pick(a, b, a.scmp(b) == Ordering::Less)
    })
}

/// `arith.maxui`
pub fn fold_maxui(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_int_minmax(
        ctx,
        op,
        operands,
        |v| v.is_all_ones(),
        |v| v.is_zero(),
        |a, b| pick(a, b, a.ucmp(b) == Ordering::Less),
    )
}

/// `arith.minsi`
pub fn fold_minsi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_int_minmax(ctx, op, operands, is_min_signed, is_max_signed, |a, b| {
        pick(a, b, b.scmp(a) == Ordering::Less)
    })
}

/// `arith.minui`
pub fn fold_minui(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_int_minmax(
        ctx,
        op,
        operands,
        |v| v.is_zero(),
        |v| v.is_all_ones(),
        |a, b| pick(a, b, b.ucmp(a) == Ordering::Less),
    )
}

/// `arith.mulf`
pub fn fold_mulf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let rhs = const_float(ctx, arg(operands, 1));
    // mulf(x, 1) -> x
    if rhs.as_ref().is_some_and(is_one_float) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    // mulf(x, 0) -> 0 with nnan and nsz
    let fm = fastmath_flags(ctx, op);
    if fm & (FM_NNAN | FM_NSZ) == FM_NNAN | FM_NSZ && rhs.is_some_and(|f| f.is_zero()) {
        return FoldResult::value(ctx.operand(op, 1));
    }
    fold_float_binary(ctx, operands, |a, b| a.mul(b, NEAREST).0)
}

/// `arith.divf`
pub fn fold_divf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // divf(x, 1) -> x
    if const_float(ctx, arg(operands, 1)).is_some_and(|f| is_one_float(&f)) {
        return FoldResult::value(ctx.operand(op, 0));
    }
    fold_float_binary(ctx, operands, |a, b| a.div(b, NEAREST).0)
}

/// `arith.remf` (C `fmod`, LLVM's `APFloat::mod`).
pub fn fold_remf(ctx: &mut Context, _op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_float_binary(ctx, operands, |a, b| a.rem(b).0)
}

/// The width of an integer element type.
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(elem_or_self(ctx, ty)) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// An integer-to-integer cast of constants.
fn fold_int_cast(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    f: &mut dyn FnMut(&APInt, u32) -> APInt,
) -> FoldResult {
    let ty = result_type(ctx, op, 0);
    // `index` results use 64 bits.
    let w = int_width(ctx, ty).unwrap_or(64);
    FoldResult::from_attr(const_fold_cast(
        ctx,
        arg(operands, 0),
        ty,
        Kind::Int,
        &mut |a| Some(Scalar::Int(f(a.as_int()?, w))),
    ))
}

/// `arith.extui`
pub fn fold_extui(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // extui(extui(x)) -> extui(x)
    if let Some(inner) = def_op::<ExtUIOp>(ctx, ctx.operand(op, 0)) {
        let x = ctx.operand(inner, 0);
        ctx.set_operand(op, 0, x);
        return FoldResult::InPlace;
    }
    fold_int_cast(ctx, op, operands, &mut |a, w| a.zext_or_trunc(w))
}

/// `arith.extsi`
pub fn fold_extsi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // extsi(extsi(x)) -> extsi(x)
    if let Some(inner) = def_op::<ExtSIOp>(ctx, ctx.operand(op, 0)) {
        let x = ctx.operand(inner, 0);
        ctx.set_operand(op, 0, x);
        return FoldResult::InPlace;
    }
    fold_int_cast(ctx, op, operands, &mut |a, w| a.sext_or_trunc(w))
}

/// `arith.trunci`
pub fn fold_trunci(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let input = ctx.operand(op, 0);
    let ext = def_op::<ExtUIOp>(ctx, input).or_else(|| def_op::<ExtSIOp>(ctx, input));
    if let Some(ext) = ext {
        let src = ctx.operand(ext, 0);
        let src_ty = elem_or_self(ctx, ctx.value_type(src));
        let dst_ty = elem_or_self(ctx, result_type(ctx, op, 0));
        // trunci(ext(a)) -> trunci(a)
        if int_width(ctx, src_ty) > int_width(ctx, dst_ty) {
            ctx.set_operand(op, 0, src);
            return FoldResult::InPlace;
        }
        // trunci(ext(a)) -> a
        if src_ty == dst_ty {
            return FoldResult::value(src);
        }
    }
    // trunci(trunci(a)) -> trunci(a)
    if let Some(inner) = def_op::<TruncIOp>(ctx, input) {
        let x = ctx.operand(inner, 0);
        ctx.set_operand(op, 0, x);
        return FoldResult::InPlace;
    }
    fold_int_cast(ctx, op, operands, &mut |a, w| a.zext_or_trunc(w))
}

/// MLIR 22's `convertFloatValue`: the conversion when it is exact (no
/// lost information, `opOK`). Like MLIR 22 (later versions refuse them
/// first), infinities and NaNs converted into the finite-only `f6*`/`f4*`
/// formats fold, to the signed zero LLVM encodes them as.
pub fn convert_float_exact(a: &APFloat, to: FloatSemantics, rm: RoundingMode) -> Option<APFloat> {
    let (r, st, loses) = a.convert_with_info(to, rm);
    (!loses && st.is_ok()).then_some(r)
}

fn float_sem(ctx: &Context, ty: Type) -> Option<FloatSemantics> {
    ctx.float_semantics(elem_or_self(ctx, ty))
}

/// A float-to-float cast of constants that folds only exact conversions.
fn fold_float_convert(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    rm: RoundingMode,
) -> FoldResult {
    let ty = result_type(ctx, op, 0);
    let Some(to) = float_sem(ctx, ty) else {
        return FoldResult::Failure;
    };
    FoldResult::from_attr(const_fold_cast(
        ctx,
        arg(operands, 0),
        ty,
        Kind::Float,
        &mut |a| convert_float_exact(a.as_float()?, to, rm).map(Scalar::Float),
    ))
}

/// `arith.extf`
pub fn fold_extf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    // extf(truncf(x)) -> x when both are `contract`
    if let Some(trunc) = def_op::<TruncFOp>(ctx, ctx.operand(op, 0)) {
        let x = ctx.operand(trunc, 0);
        if ctx.value_type(x) == result_type(ctx, op, 0)
            && fastmath_flags(ctx, trunc) & FM_CONTRACT != 0
            && fastmath_flags(ctx, op) & FM_CONTRACT != 0
        {
            return FoldResult::value(x);
        }
    }
    fold_float_convert(ctx, op, operands, NEAREST)
}

/// `arith.truncf`
pub fn fold_truncf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let res_ty = elem_or_self(ctx, result_type(ctx, op, 0));
    if let Some(ext) = def_op::<ExtFOp>(ctx, ctx.operand(op, 0)) {
        let src = ctx.operand(ext, 0);
        let src_ty = elem_or_self(ctx, ctx.value_type(src));
        let mid = float_sem(ctx, result_type(ctx, ext, 0));
        if let (Some(s), Some(m), Some(r)) = (
            ctx.float_semantics(src_ty),
            mid,
            ctx.float_semantics(res_ty),
        ) {
            if s.is_representable_by(m) {
                // truncf(extf(a)) -> truncf(a)
                if s.bit_width() > r.bit_width() {
                    ctx.set_operand(op, 0, src);
                    return FoldResult::InPlace;
                }
                // truncf(extf(a)) -> a
                if src_ty == res_ty {
                    return FoldResult::value(src);
                }
            }
        }
    }
    let rm = rounding_mode(ctx, op);
    fold_float_convert(ctx, op, operands, rm)
}

/// `arith.uitofp` / `arith.sitofp`
fn fold_int_to_fp(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    signed: bool,
) -> FoldResult {
    let ty = result_type(ctx, op, 0);
    let Some(s) = float_sem(ctx, ty) else {
        return FoldResult::Failure;
    };
    FoldResult::from_attr(const_fold_cast(
        ctx,
        arg(operands, 0),
        ty,
        Kind::Int,
        &mut |a| {
            let a = a.as_int()?;
            let (f, _) = APFloat::from_apint(s, &a.to_biguint(), a.width(), signed, NEAREST);
            Some(Scalar::Float(f))
        },
    ))
}

/// `arith.uitofp`
pub fn fold_uitofp(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_int_to_fp(ctx, op, operands, false)
}

/// `arith.sitofp`
pub fn fold_sitofp(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_int_to_fp(ctx, op, operands, true)
}

/// `arith.fptoui` / `arith.fptosi`: round toward zero; no fold when the
/// conversion is invalid (NaN, infinity, out of range).
fn fold_fp_to_int(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
    signed: bool,
) -> FoldResult {
    let ty = result_type(ctx, op, 0);
    let Some(w) = int_width(ctx, ty) else {
        return FoldResult::Failure;
    };
    FoldResult::from_attr(const_fold_cast(
        ctx,
        arg(operands, 0),
        ty,
        Kind::Float,
        &mut |a| {
            let (v, st, _) = a
                .as_float()?
                .convert_to_integer(w, signed, RoundingMode::TowardZero);
            (!st.invalid_op()).then(|| Scalar::Int(APInt::from_bigint(w, &v)))
        },
    ))
}

/// `arith.fptoui`
pub fn fold_fptoui(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_fp_to_int(ctx, op, operands, false)
}

/// `arith.fptosi`
pub fn fold_fptosi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    fold_fp_to_int(ctx, op, operands, true)
}

/// `arith.index_cast`
pub fn fold_index_cast(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    fold_int_cast(ctx, op, operands, &mut |a, w| a.sext_or_trunc(w))
}

/// `arith.index_castui`
pub fn fold_index_castui(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    fold_int_cast(ctx, op, operands, &mut |a, w| a.zext_or_trunc(w))
}

/// `arith.bitcast`
pub fn fold_bitcast(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let Some(a) = arg(operands, 0) else {
        return FoldResult::Failure;
    };
    let ty = result_type(ctx, op, 0);
    // Dense elements: the same bits with the new element type.
    if let AttrKind::DenseIntOrFP { data, splat, .. } = ctx.attr_kind(a).clone() {
        return FoldResult::attr(ctx.intern_attr(AttrKind::DenseIntOrFP { ty, data, splat }));
    }
    // Other shaped types are not folded.
    if ctx.shaped_info(ty).is_some() || matches!(ctx.type_kind(ty), TypeKind::UnrankedTensor { .. })
    {
        return FoldResult::Failure;
    }
    if ub::is_poison(ctx, a) {
        return FoldResult::attr(a);
    }
    let bits = match ctx.attr_kind(a) {
        AttrKind::Float { value, .. } => float_bits(value),
        AttrKind::Integer { value, .. } => value.clone(),
        _ => return FoldResult::Failure,
    };
    let r = match ctx.float_semantics(ty) {
        Some(s) => ctx.float_attr(ty, float_from_bits(s, &bits)),
        None => ctx.integer_attr(ty, bits),
    };
    FoldResult::attr(r)
}

fn cmpi_predicate(ctx: &Context, op: Operation) -> Option<(CmpIPredicate, Attribute)> {
    let a = ctx.attr(op, "predicate")?;
    Some((CmpIPredicate::from_value(enum_value(ctx, a)?)?, a))
}

/// `getIntegerWidth`: the width of an integer or a vector of integers.
fn integer_or_vector_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { elem, .. } => int_width(ctx, *elem),
        _ => None,
    }
}

/// `arith.cmpi`
pub fn fold_cmpi(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let Some((pred, pred_attr)) = cmpi_predicate(ctx, op) else {
        return FoldResult::Failure;
    };
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let ty = result_type(ctx, op, 0);
    // cmpi(pred, x, x)
    if l == r {
        return FoldResult::from_attr(bool_attr_for(ctx, ty, pred.holds_for_equal()));
    }
    let lhs_is_i1 = int_width(ctx, ctx.value_type(l)) == Some(1);
    if m_zero(ctx, arg(operands, 1)) {
        // ext(%x : i1 -> iN) != 0 -> %x
        let exts = [def_op::<ExtSIOp>(ctx, l), def_op::<ExtUIOp>(ctx, l)];
        for ext in exts.into_iter().flatten() {
            let x = ctx.operand(ext, 0);
            if integer_or_vector_width(ctx, ctx.value_type(x)) == Some(1)
                && pred == CmpIPredicate::Ne
            {
                return FoldResult::value(x);
            }
        }
        // cmpi ne, %x, false : i1 -> %x
        if lhs_is_i1 && pred == CmpIPredicate::Ne {
            return FoldResult::value(l);
        }
    }
    // cmpi eq, %x, true : i1 -> %x
    if m_one(ctx, arg(operands, 1)) && lhs_is_i1 && pred == CmpIPredicate::Eq {
        return FoldResult::value(l);
    }
    // Move a constant to the right.
    if arg(operands, 0).is_some() && arg(operands, 1).is_none() {
        let Some(new_pred) = with_enum_value(ctx, pred_attr, pred.swapped() as u64) else {
            return FoldResult::Failure;
        };
        ctx.set_attr(op, "predicate", new_pred);
        ctx.set_operands(op, &[r, l]);
        return FoldResult::InPlace;
    }
    if arg(operands, 0).is_some_and(|a| ctx.attr_type(a).is_some()) {
        return FoldResult::from_attr(const_fold_binary(
            ctx,
            operands,
            Some(ty),
            false,
            Kind::Int,
            &mut |a, b| {
                let (a, b) = ints(a, b);
                Some(Scalar::bool(pred.apply(a, b)))
            },
        ));
    }
    FoldResult::Failure
}

/// `arith.cmpf`: scalar float constants only; a NaN operand decides alone.
pub fn fold_cmpf(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let Some(pred) = ctx
        .attr(op, "predicate")
        .and_then(|a| enum_value(ctx, a))
        .and_then(CmpFPredicate::from_value)
    else {
        return FoldResult::Failure;
    };
    let float = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Float { value, .. }) => Some(**value),
        _ => None,
    };
    let mut lhs = float(arg(operands, 0));
    let mut rhs = float(arg(operands, 1));
    // A NaN operand makes the other one irrelevant.
    if lhs.is_some_and(|f| f.is_nan()) {
        rhs = lhs;
    }
    if rhs.is_some_and(|f| f.is_nan()) {
        lhs = rhs;
    }
    match (lhs, rhs) {
        (Some(a), Some(b)) => FoldResult::attr(ctx.bool_attr(pred.apply(&a, &b))),
        _ => FoldResult::Failure,
    }
}

/// `arith.select`
pub fn fold_select(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let (c, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    if t == f {
        return FoldResult::value(t);
    }
    // select true, %0, %1 => %0
    if m_one(ctx, arg(operands, 0)) {
        return FoldResult::value(t);
    }
    // select false, %0, %1 => %1
    if m_zero(ctx, arg(operands, 0)) {
        return FoldResult::value(f);
    }
    // A fully poisoned operand: the other one.
    if is_poison(ctx, arg(operands, 1)) {
        return FoldResult::value(f);
    }
    if is_poison(ctx, arg(operands, 2)) {
        return FoldResult::value(t);
    }
    // select %x, true, false => %x
    let ty = result_type(ctx, op, 0);
    if ctx.is_signless_int(ty, 1) && m_one(ctx, arg(operands, 1)) && m_zero(ctx, arg(operands, 2)) {
        return FoldResult::value(c);
    }
    // select (cmpi eq/ne %a, %b), %a, %b
    if let Some(cmp) = def_op::<CmpIOp>(ctx, c) {
        if let Some((pred, _)) = cmpi_predicate(ctx, cmp) {
            if matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
                let (cl, cr) = (ctx.operand(cmp, 0), ctx.operand(cmp, 1));
                if (cl == t && cr == f) || (cr == t && cl == f) {
                    return FoldResult::value(if pred == CmpIPredicate::Ne { t } else { f });
                }
            }
        }
    }
    // Constant condition vector with constant operands: elementwise.
    if let (Some(ca), Some(ta), Some(fa)) = (arg(operands, 0), arg(operands, 1), arg(operands, 2)) {
        let dense = |a: Attribute| matches!(ctx.attr_kind(a), AttrKind::DenseIntOrFP { .. });
        if dense(ca) && dense(ta) && dense(fa) {
            let (Some(cc), Some(ct), Some(cf)) = (
                Constant::from_attr(ctx, ca),
                Constant::from_attr(ctx, ta),
                Constant::from_attr(ctx, fa),
            ) else {
                return FoldResult::Failure;
            };
            let n = cc.len(ctx);
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                let (Some(Scalar::Int(b)), Some(x), Some(y)) =
                    (cc.element(i), ct.element(i), cf.element(i))
                else {
                    return FoldResult::Failure;
                };
                out.push(if b.is_zero() { y.clone() } else { x.clone() });
            }
            let tty = ctx.attr_type(ta).expect("dense attributes are typed");
            return FoldResult::from_attr(super::eval::dense_attr(ctx, tty, &out));
        }
    }
    FoldResult::Failure
}
