//! The arith canonicalization patterns: the declarative rewrites of MLIR's
//! `ArithCanonicalization.td`, written with `ods::pattern!` record by
//! record (source DAG, result DAG, constraints; benefits and registration
//! generated, in MLIR's order), and the two C++ ones (`SelectToExtUI`,
//! `CmpFIntToFPConst`) as typed functions.
//!
//! The native calls and constraints below are the `NativeCodeCall`s and
//! `Constraint`s the `.td` file defines (`AddIntAttrs`, `MergeOverflow`,
//! `IsScalarOrSplatNegativeOne`, `ValueWiderThan`, ...), under the same
//! names in snake case.

use super::enums::{
    CmpFPredicate, CmpIPredicate, CmpIPredicateAttr, IntegerOverflowFlags, IntegerOverflowFlagsAttr,
};
use super::ops::*;
use ods::ir::{AttrKind, Attribute, Context, Type, TypeKind, Value};
use ods::opdef::constraint::attrs::{APIntAttr, TypedAttrInterface};
use ods::opdef::enums::EnumValue;
use ods::opdef::{AttrConstraint, Op};
use ods::rewrite::fold::constant_value;
use ods::rewrite::PatternRewriter;
use ods::support::apint::APInt;

// ------------------------------------------------- native calls and constraints

/// The type of `op`'s first result.
fn result_type(ctx: &Context, op: impl Op) -> Type {
    ctx.value_type(ctx.result(op.operation(), 0))
}

/// The value of an integer attribute.
fn int_value(ctx: &Context, a: Attribute) -> Option<(Type, APInt)> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => Some((*ty, value.clone())),
        _ => None,
    }
}

/// `getIntOrSplatIntValue`: a scalar integer or an integer splat.
fn int_or_splat(ctx: &Context, a: Attribute) -> Option<APInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        AttrKind::DenseIntOrFP { ty, data, splat } => {
            let elem = element_type(ctx, *ty);
            let width = match ctx.type_kind(elem) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return None,
            };
            let n = (width as usize).div_ceil(8).max(1);
            if !*splat && data.len() != n {
                return None;
            }
            Some(APInt::from_le_bytes(width, &data[..n.min(data.len())]))
        }
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself.
fn element_type(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

/// `getScalarOrElementWidth`: the integer/float width of the (element) type,
/// 0 for anything else.
fn scalar_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(element_type(ctx, ty)) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(s) => s.bit_width(),
        _ => 0,
    }
}

/// An integer attribute of `op`'s result type with `value`.
fn int_attr_like(rw: &mut PatternRewriter<'_>, op: impl Op, value: APInt) -> Attribute {
    let t = result_type(rw, op);
    rw.ctx_mut().integer_attr(t, value)
}

/// `AddIntAttrs`: `c0 + c1` as an attribute of `res`'s type.
fn add_int_attrs(
    rw: &mut PatternRewriter<'_>,
    res: impl Op,
    c0: Attribute,
    c1: Attribute,
) -> Option<Attribute> {
    let ((_, a), (_, b)) = (int_value(rw, c0)?, int_value(rw, c1)?);
    Some(int_attr_like(rw, res, a.add(&b)))
}

/// `SubIntAttrs`: `c0 - c1` as an attribute of `res`'s type.
fn sub_int_attrs(
    rw: &mut PatternRewriter<'_>,
    res: impl Op,
    c0: Attribute,
    c1: Attribute,
) -> Option<Attribute> {
    let ((_, a), (_, b)) = (int_value(rw, c0)?, int_value(rw, c1)?);
    Some(int_attr_like(rw, res, a.sub(&b)))
}

/// `MulIntAttrs`: `c0 * c1` as an attribute of `res`'s type.
fn mul_int_attrs(
    rw: &mut PatternRewriter<'_>,
    res: impl Op,
    c0: Attribute,
    c1: Attribute,
) -> Option<Attribute> {
    let ((_, a), (_, b)) = (int_value(rw, c0)?, int_value(rw, c1)?);
    Some(int_attr_like(rw, res, a.mul(&b)))
}

fn overflow_bits(ctx: &Context, a: Option<Attribute>) -> u64 {
    a.and_then(|a| IntegerOverflowFlagsAttr::value(ctx, a))
        .map_or(0, EnumValue::to_bits)
}

/// `MergeOverflow`: the flags both ops guarantee (absent: none, the
/// default).
fn merge_overflow(
    rw: &mut PatternRewriter<'_>,
    a: Option<Attribute>,
    b: Option<Attribute>,
) -> Option<Attribute> {
    let bits = overflow_bits(rw, a) & overflow_bits(rw, b);
    let flags = IntegerOverflowFlags::from_bits(bits)?;
    (bits != 0).then(|| IntegerOverflowFlagsAttr::attr(rw.ctx_mut(), flags))
}

/// `GetZeroAttr`: the zero of `v`'s type (`None` for a type without one).
fn zero_attr(rw: &mut PatternRewriter<'_>, v: Value) -> Option<Attribute> {
    let t = rw.value_type(v);
    let ctx = rw.ctx_mut();
    match ctx.type_kind(t).clone() {
        TypeKind::Integer { width, .. } => Some(ctx.integer_attr(t, APInt::zero(width))),
        TypeKind::Index => Some(ctx.integer_attr(t, APInt::zero(64))),
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => {
            let n = ods::asm::dense_elem_bytes(ctx, elem)?;
            Some(ods::asm::make_dense(ctx, t, vec![0; n], n))
        }
        _ => None,
    }
}

/// A scalar `i1` attribute.
fn i1_attr(rw: &mut PatternRewriter<'_>, bit: bool) -> Attribute {
    let ctx = rw.ctx_mut();
    let i1 = ctx.int_type(1);
    ctx.integer_attr(i1, APInt::from_u64(1, bit as u64))
}

/// `ConstantAttr<I1Attr, "0"/"1">`: a scalar `i1` attribute equal to `bit`.
fn is_i1(ctx: &Context, a: Attribute, bit: bool) -> bool {
    int_value(ctx, a).is_some_and(|(t, v)| {
        matches!(ctx.type_kind(t), TypeKind::Integer { width: 1, .. }) && v.is_zero() != bit
    })
}

/// `IsScalarOrSplatNegativeOne`.
fn is_scalar_or_splat_negative_one(ctx: &Context, a: Attribute) -> bool {
    int_or_splat(ctx, a).is_some_and(|i| i.is_all_ones())
}

/// `IsScalarOrSplatOne`.
fn is_scalar_or_splat_one(ctx: &Context, a: Attribute) -> bool {
    int_or_splat(ctx, a).is_some_and(|i| i.is_one() && !i.is_sign_bit_set())
}

/// `$0.getType() == $1.getType()` of two values.
fn same_type(ctx: &Context, a: Value, b: Value) -> bool {
    ctx.value_type(a) == ctx.value_type(b)
}

/// `$0.getType() == cast<IntegerAttr>($1).getType()`.
fn result_has_attr_type(ctx: &Context, res: impl Op, c: Attribute) -> bool {
    int_value(ctx, c).is_some_and(|(t, _)| t == result_type(ctx, res))
}

/// `ValueWiderThan`: `a` is wider than `b`, which has a width.
fn value_wider_than(ctx: &Context, a: Type, b: Type) -> bool {
    let (wa, wb) = (scalar_width(ctx, a), scalar_width(ctx, b));
    wa > wb && wb > 0
}

/// `TruncationMatchesShiftAmount`: the shift drops exactly the bits the
/// truncation removes.
fn truncation_matches_shift_amount(ctx: &Context, x: Value, tr: TruncIOp, c: Attribute) -> bool {
    if ctx.attr_type(c).is_none() {
        return false;
    }
    let Some(amount) = int_or_splat(ctx, c) else {
        return false;
    };
    let wx = scalar_width(ctx, ctx.value_type(x));
    let diff = wx as u64 - scalar_width(ctx, result_type(ctx, tr)).min(wx) as u64;
    amount.to_u64() == Some(diff)
}

/// The predicate of a `cmpi`.
pub(crate) fn cmpi_predicate(ctx: &Context, op: ods::ir::Operation) -> Option<CmpIPredicate> {
    ctx.attr(op, "predicate")
        .and_then(|a| CmpIPredicateAttr::value(ctx, a))
}

pub(crate) fn invert_predicate(p: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match p {
        eq => ne,
        ne => eq,
        slt => sge,
        sge => slt,
        sle => sgt,
        sgt => sle,
        ult => uge,
        uge => ult,
        ule => ugt,
        ugt => ule,
    }
}

/// `InvertPredicate`.
fn inverted_predicate(rw: &mut PatternRewriter<'_>, pred: Option<Attribute>) -> Option<Attribute> {
    let p = CmpIPredicateAttr::value(rw, pred?)?;
    Some(CmpIPredicateAttr::attr(rw.ctx_mut(), invert_predicate(p)))
}

/// `ConstantEnumCase<Arith_CmpIPredicateAttr, "...">`.
fn predicate_attr(rw: &mut PatternRewriter<'_>, p: CmpIPredicate) -> Attribute {
    CmpIPredicateAttr::attr(rw.ctx_mut(), p)
}

/// The predicate is `eq` or `ne`.
fn is_eq_or_ne(ctx: &Context, pred: Option<Attribute>) -> bool {
    pred.and_then(|a| CmpIPredicateAttr::value(ctx, a))
        .is_some_and(|p| matches!(p, CmpIPredicate::eq | CmpIPredicate::ne))
}

/// `$0.getUses().empty()` of result `i` of `op`.
fn result_unused(ctx: &Context, op: impl Op, i: usize) -> bool {
    !ctx.has_uses(ctx.result(op.operation(), i))
}

// ------------------------------------------------------------ the records

ods::pattern! {
    /// `AddIOp::getCanonicalizationPatterns`.
    pub fn addi {
        /// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
        AddIAddConstant:
            (AddIOp:$res (AddIOp $x, (ConstantLike APIntAttr:$c0), $ovf1),
                (ConstantLike APIntAttr:$c1), $ovf2)
            => (AddIOp $x, (ConstantOp {add_int_attrs(rw, res, c0, c1)}?),
                {merge_overflow(rw, ovf1, ovf2)});
        /// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
        AddISubConstantRHS:
            (AddIOp:$res (SubIOp $x, (ConstantLike APIntAttr:$c0), $ovf1),
                (ConstantLike APIntAttr:$c1), $ovf2)
            => (AddIOp $x, (ConstantOp {sub_int_attrs(rw, res, c1, c0)}?),
                {merge_overflow(rw, ovf1, ovf2)});
        /// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
        AddISubConstantLHS:
            (AddIOp:$res (SubIOp (ConstantLike APIntAttr:$c0), $x, $ovf1),
                (ConstantLike APIntAttr:$c1), $ovf2)
            => (SubIOp (ConstantOp {add_int_attrs(rw, res, c0, c1)}?), $x,
                {merge_overflow(rw, ovf1, ovf2)});
        /// addi(x, muli(y, -1)) -> subi(x, y)
        AddIMulNegativeOneRhs:
            (AddIOp $x, (MulIOp $y, (ConstantLike $c0), $ovf1), $ovf2)
            => (SubIOp $x, $y, _)
            where is_scalar_or_splat_negative_one(rw, c0);
        /// addi(muli(x, -1), y) -> subi(y, x)
        AddIMulNegativeOneLhs:
            (AddIOp (MulIOp $x, (ConstantLike $c0), $ovf1), $y, $ovf2)
            => (SubIOp $y, $x, _)
            where is_scalar_or_splat_negative_one(rw, c0);
    }

    /// `AddUIExtendedOp::getCanonicalizationPatterns`.
    pub fn addui_extended {
        /// addui_extended(x, y) -> [addi(x, y), x] when the overflow is unused.
        AddUIExtendedToAddI:
            (AddUIExtendedOp:$res $x, $y) => [(AddIOp $x, $y, _), $x]
            where result_unused(rw, res, 1);
    }

    /// `SubIOp::getCanonicalizationPatterns`.
    pub fn subi {
        /// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
        SubIRHSAddConstant:
            (SubIOp:$res (AddIOp $x, (ConstantLike APIntAttr:$c0), $ovf1),
                (ConstantLike APIntAttr:$c1), $ovf2)
            => (AddIOp $x, (ConstantOp {sub_int_attrs(rw, res, c0, c1)}?), _);
        /// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
        SubILHSAddConstant:
            (SubIOp:$res (ConstantLike APIntAttr:$c1),
                (AddIOp $x, (ConstantLike APIntAttr:$c0), $ovf1), $ovf2)
            => (SubIOp (ConstantOp {sub_int_attrs(rw, res, c1, c0)}?), $x,
                {merge_overflow(rw, ovf1, ovf2)});
        /// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
        SubIRHSSubConstantRHS:
            (SubIOp:$res (SubIOp $x, (ConstantLike APIntAttr:$c0), $ovf1),
                (ConstantLike APIntAttr:$c1), $ovf2)
            => (SubIOp $x, (ConstantOp {add_int_attrs(rw, res, c0, c1)}?),
                {merge_overflow(rw, ovf1, ovf2)});
        /// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
        SubIRHSSubConstantLHS:
            (SubIOp:$res (SubIOp (ConstantLike APIntAttr:$c0), $x, $ovf1),
                (ConstantLike APIntAttr:$c1), $ovf2)
            => (SubIOp (ConstantOp {sub_int_attrs(rw, res, c0, c1)}?), $x,
                {merge_overflow(rw, ovf1, ovf2)});
        /// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
        SubILHSSubConstantRHS:
            (SubIOp:$res (ConstantLike APIntAttr:$c1),
                (SubIOp $x, (ConstantLike APIntAttr:$c0), $ovf1), $ovf2)
            => (SubIOp (ConstantOp {add_int_attrs(rw, res, c0, c1)}?), $x,
                {merge_overflow(rw, ovf1, ovf2)});
        /// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
        SubILHSSubConstantLHS:
            (SubIOp:$res (ConstantLike APIntAttr:$c1),
                (SubIOp (ConstantLike APIntAttr:$c0), $x, $ovf1), $ovf2)
            => (AddIOp $x, (ConstantOp {sub_int_attrs(rw, res, c1, c0)}?),
                {merge_overflow(rw, ovf1, ovf2)});
        /// subi(subi(a, b), a) -> subi(0, b)
        SubISubILHSRHSLHS:
            (SubIOp:$res (SubIOp $x, $y, $ovf1), $x, $ovf2)
            => (SubIOp (ConstantOp {zero_attr(rw, y)}?), $y, {merge_overflow(rw, ovf1, ovf2)});
    }

    /// `MulIOp::getCanonicalizationPatterns`.
    pub fn muli {
        /// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
        MulIMulIConstant:
            (MulIOp:$res (MulIOp $x, (ConstantLike APIntAttr:$c0), $ovf1),
                (ConstantLike APIntAttr:$c1), $ovf2)
            => (MulIOp $x, (ConstantOp {mul_int_attrs(rw, res, c0, c1)}?),
                {merge_overflow(rw, ovf1, ovf2)})
            where result_has_attr_type(rw, res, c0), result_has_attr_type(rw, res, c1);
    }

    /// `MulSIExtendedOp::getCanonicalizationPatterns`.
    pub fn mulsi_extended {
        /// mulsi_extended(x, y) -> [muli(x, y), x] when the high half is unused.
        MulSIExtendedToMulI:
            (MulSIExtendedOp:$res $x, $y) => [(MulIOp $x, $y, _), $x]
            where result_unused(rw, res, 1);
        /// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
        MulSIExtendedRHSOne:
            (MulSIExtendedOp $x, (ConstantLike $c1))
            => [$x, (ExtSIOp (CmpIOp {predicate_attr(rw, CmpIPredicate::slt)}, $x,
                    (ConstantOp {zero_attr(rw, x)}?)))]
            where is_scalar_or_splat_one(rw, c1);
    }

    /// `MulUIExtendedOp::getCanonicalizationPatterns`.
    pub fn mului_extended {
        /// mului_extended(x, y) -> [muli(x, y), x] when the high half is unused.
        MulUIExtendedToMulI:
            (MulUIExtendedOp:$res $x, $y) => [(MulIOp $x, $y, _), $x]
            where result_unused(rw, res, 1);
    }

    /// `AndIOp::getCanonicalizationPatterns`.
    pub fn andi {
        /// and(extui(x), extui(y)) -> extui(and(x, y))
        AndOfExtUI:
            (AndIOp (ExtUIOp $x), (ExtUIOp $y)) => (ExtUIOp (AndIOp $x, $y))
            where same_type(rw, x, y);
        /// and(extsi(x), extsi(y)) -> extsi(and(x, y))
        AndOfExtSI:
            (AndIOp (ExtSIOp $x), (ExtSIOp $y)) => (ExtSIOp (AndIOp $x, $y))
            where same_type(rw, x, y);
    }

    /// `OrIOp::getCanonicalizationPatterns`.
    pub fn ori {
        /// or(extui(x), extui(y)) -> extui(or(x, y))
        OrOfExtUI:
            (OrIOp (ExtUIOp $x), (ExtUIOp $y)) => (ExtUIOp (OrIOp $x, $y))
            where same_type(rw, x, y);
        /// or(extsi(x), extsi(y)) -> extsi(or(x, y))
        OrOfExtSI:
            (OrIOp (ExtSIOp $x), (ExtSIOp $y)) => (ExtSIOp (OrIOp $x, $y))
            where same_type(rw, x, y);
    }

    /// `XOrIOp::getCanonicalizationPatterns`.
    pub fn xori {
        /// not(cmpi(pred, a, b)) -> cmpi(~pred, a, b), where not(x) is xori(x, 1)
        XOrINotCmpI:
            (XOrIOp (CmpIOp $pred, $a, $b), (ConstantLike APIntAttr:$one))
            => (CmpIOp {inverted_predicate(rw, pred)}?, $a, $b)
            where is_i1(rw, one, true);
        /// xor(extui(x), extui(y)) -> extui(xor(x, y))
        XOrIOfExtUI:
            (XOrIOp (ExtUIOp $x), (ExtUIOp $y)) => (ExtUIOp (XOrIOp $x, $y))
            where same_type(rw, x, y);
        /// xor(extsi(x), extsi(y)) -> extsi(xor(x, y))
        XOrIOfExtSI:
            (XOrIOp (ExtSIOp $x), (ExtSIOp $y)) => (ExtSIOp (XOrIOp $x, $y))
            where same_type(rw, x, y);
    }

    /// `CmpIOp::getCanonicalizationPatterns`.
    pub fn cmpi {
        /// cmpi(eq|ne, extsi(a), extsi(b)) -> cmpi(eq|ne, a, b)
        CmpIExtSI:
            (CmpIOp $pred, (ExtSIOp $a), (ExtSIOp $b)) => (CmpIOp $pred, $a, $b)
            where same_type(rw, a, b), is_eq_or_ne(rw, pred);
        /// cmpi(eq|ne, extui(a), extui(b)) -> cmpi(eq|ne, a, b)
        CmpIExtUI:
            (CmpIOp $pred, (ExtUIOp $a), (ExtUIOp $b)) => (CmpIOp $pred, $a, $b)
            where same_type(rw, a, b), is_eq_or_ne(rw, pred);
    }

    /// `SelectOp::getCanonicalizationPatterns`.
    pub fn select_patterns {
        /// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
        RedundantSelectFalse:
            (SelectOp $pred, $a, (SelectOp $pred, $b, $c)) => (SelectOp $pred, $a, $c);
        /// select(pred, select(pred, a, b), c) -> select(pred, a, c)
        RedundantSelectTrue:
            (SelectOp $pred, (SelectOp $pred, $a, $b), $c) => (SelectOp $pred, $a, $c);
        /// select(not(pred), a, b) -> select(pred, b, a)
        SelectNotCond:
            (SelectOp (XOrIOp $pred, (ConstantLike APIntAttr:$ones)), $a, $b)
            => (SelectOp $pred, $b, $a)
            where is_scalar_or_splat_negative_one(rw, ones);
        /// select(pred, false, true) -> not(pred)
        SelectI1ToNot:
            (SelectOp $pred, (ConstantLike APIntAttr:$f), (ConstantLike APIntAttr:$t))
            => (XOrIOp $pred, (ConstantOp {i1_attr(rw, true)}))
            where is_i1(rw, f, false), is_i1(rw, t, true);
        SelectToExtUI: use select_to_extui;
    }

    /// `IndexCastOp::getCanonicalizationPatterns`.
    pub fn index_cast {
        /// index_cast(index_cast(x)) -> x when the types match.
        IndexCastOfIndexCast:
            (IndexCastOp:$res (IndexCastOp $x)) => $x
            where result_type(rw, res) == rw.value_type(x);
        /// index_cast(extsi(x)) -> index_cast(x)
        IndexCastOfExtSI: (IndexCastOp (ExtSIOp $x)) => (IndexCastOp $x);
    }

    /// `IndexCastUIOp::getCanonicalizationPatterns`.
    pub fn index_castui {
        /// index_castui(index_castui(x)) -> x when the types match.
        IndexCastUIOfIndexCastUI:
            (IndexCastUIOp:$res (IndexCastUIOp $x)) => $x
            where result_type(rw, res) == rw.value_type(x);
        /// index_castui(extui(x)) -> index_castui(x)
        IndexCastUIOfExtUI: (IndexCastUIOp (ExtUIOp $x)) => (IndexCastUIOp $x);
    }

    /// `BitcastOp::getCanonicalizationPatterns`.
    pub fn bitcast {
        /// bitcast(bitcast(x)) -> bitcast(x)
        BitcastOfBitcast: (BitcastOp (BitcastOp $x)) => (BitcastOp $x);
    }

    /// `ExtSIOp::getCanonicalizationPatterns`.
    pub fn extsi {
        /// extsi(extui(x)) -> extui(x)
        ExtSIOfExtUI: (ExtSIOp (ExtUIOp $x)) => (ExtUIOp $x);
    }

    /// `TruncIOp::getCanonicalizationPatterns`.
    pub fn trunci {
        /// trunci(extsi(x)) -> extsi(x) when only sign-extension bits are dropped.
        TruncIExtSIToExtSI:
            (TruncIOp:$tr (ExtSIOp:$ext $x), $overflow) => (ExtSIOp $x)
            where value_wider_than(rw, result_type(rw, ext), result_type(rw, tr)),
                value_wider_than(rw, result_type(rw, tr), rw.value_type(x));
        /// trunci(extui(x)) -> extui(x) when only zero-extension bits are dropped.
        TruncIExtUIToExtUI:
            (TruncIOp:$tr (ExtUIOp:$ext $x), $overflow) => (ExtUIOp $x)
            where value_wider_than(rw, result_type(rw, ext), result_type(rw, tr)),
                value_wider_than(rw, result_type(rw, tr), rw.value_type(x));
        /// trunci(shrsi(x, c)) -> trunci(shrui(x, c))
        TruncIShrSIToTrunciShrUI:
            (TruncIOp:$tr (ShRSIOp $x, (ConstantLike TypedAttrInterface:$c0), _), $overflow)
            => (TruncIOp (ShRUIOp $x, (ConstantOp $c0), _), $overflow)
            where truncation_matches_shift_amount(rw, x, tr, c0);
    }

    /// `TruncFOp::getCanonicalizationPatterns`.
    pub fn truncf {
        /// truncf(sitofp(x)) -> sitofp(x) with the default rounding mode.
        TruncFSIToFPToSIToFP:
            (TruncFOp (SIToFPOp $x), $rmf, $fmf) => (SIToFPOp $x)
            where rmf.is_none();
        /// truncf(uitofp(x)) -> uitofp(x) with the default rounding mode.
        TruncFUIToFPToUIToFP:
            (TruncFOp (UIToFPOp $x), $rmf, $fmf) => (UIToFPOp $x)
            where rmf.is_none();
    }

    /// `CmpFOp::getCanonicalizationPatterns`.
    pub fn cmpf {
        CmpFIntToFPConst: use cmpf_int_to_fp_const;
    }

    /// `MulFOp::getCanonicalizationPatterns`.
    pub fn mulf {
        /// mulf(negf(x), negf(y)) -> mulf(x, y), keeping mulf's fastmath flags.
        MulFOfNegF:
            (MulFOp (NegFOp $x, _), (NegFOp $y, _), $fmf) => (MulFOp $x, $y, $fmf)
            where same_type(rw, x, y);
    }

    /// `DivFOp::getCanonicalizationPatterns`.
    pub fn divf {
        /// divf(negf(x), negf(y)) -> divf(x, y), keeping divf's fastmath flags.
        DivFOfNegF:
            (DivFOp (NegFOp $x, _), (NegFOp $y, _), $fmf) => (DivFOp $x, $y, $fmf)
            where same_type(rw, x, y);
    }
}

// ------------------------------------------------------- the C++ patterns

/// The constant value of `v` as a scalar or splat integer.
fn const_int_or_splat(rw: &mut PatternRewriter<'_>, v: Value) -> Option<APInt> {
    let a = constant_value(rw.ctx_mut(), v)?;
    int_or_splat(rw, a)
}

/// `SelectToExtUI`: select(c, 1, 0) -> extui(c); select(c, 0, 1) ->
/// extui(xori(c, true)) (integer results wider than i1).
fn select_to_extui(op: SelectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let t = result_type(rw, op);
    if !matches!(rw.type_kind(t), TypeKind::Integer { width, .. } if *width != 1) {
        return false;
    }
    let (c, a, b) = (op.condition(rw), op.true_value(rw), op.false_value(rw));
    let is = |rw: &mut PatternRewriter<'_>, v: Value, k: u64| {
        const_int_or_splat(rw, v).is_some_and(|i| i.to_u64() == Some(k))
    };
    let loc = rw.op_loc(op.operation());
    let cond = if is(rw, a, 1) && is(rw, b, 0) {
        c
    } else if is(rw, a, 0) && is(rw, b, 1) {
        let one = i1_attr(rw, true);
        let Ok(one) = ConstantOp::build(rw, loc, one) else {
            return false;
        };
        let one = one.result(rw);
        let Ok(not) = XOrIOp::build(rw, loc, c, one) else {
            return false;
        };
        not.result(rw)
    } else {
        return false;
    };
    let Ok(ext) = ExtUIOp::build_with_result_types(rw, loc, t, cond) else {
        return false;
    };
    let r = ext.out(rw);
    rw.replace_op(op.operation(), &[r]);
    true
}

// ------------------------------------------------------------------- cmpf

fn cmpf_to_cmpi_predicate(p: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    Some(match p {
        F::UEQ | F::OEQ => I::eq,
        F::UGT | F::OGT => {
            if unsigned {
                I::ugt
            } else {
                I::sgt
            }
        }
        F::UGE | F::OGE => {
            if unsigned {
                I::uge
            } else {
                I::sge
            }
        }
        F::ULT | F::OLT => {
            if unsigned {
                I::ult
            } else {
                I::slt
            }
        }
        F::ULE | F::OLE => {
            if unsigned {
                I::ule
            } else {
                I::sle
            }
        }
        F::UNE | F::ONE => I::ne,
        _ => return None,
    })
}

fn replace_with_bool(rw: &mut PatternRewriter<'_>, op: CmpFOp, value: bool) -> bool {
    let a = i1_attr(rw, value);
    let loc = rw.op_loc(op.operation());
    let Ok(c) = ConstantOp::build(rw, loc, a) else {
        return false;
    };
    let c = c.result(rw);
    rw.replace_op(op.operation(), &[c]);
    true
}

/// cmpf(itofp(x), c) -> cmpi(x, int(c)), or a constant, when the integer to
/// float conversion cannot change the comparison (MLIR's `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: CmpFOp, rw: &mut PatternRewriter<'_>) -> bool {
    use ods::support::apfloat::{APFloat, OpStatus, RoundingMode};
    let (lhs, rhs_v) = (op.lhs(rw), op.rhs(rw));
    let Some(c) = constant_value(rw.ctx_mut(), rhs_v) else {
        return false;
    };
    let AttrKind::Float { value, .. } = rw.attr_kind(c) else {
        return false;
    };
    let rhs: APFloat = **value;
    if rhs.is_nan() {
        return false;
    }
    let sem = rhs.semantics();
    let mantissa = sem.precision() as i64;
    if mantissa <= 0 {
        return false;
    }
    let (unsigned, int_val) = if let Some(si) = rw.defining::<SIToFPOp>(lhs) {
        (false, si.input(rw))
    } else if let Some(ui) = rw.defining::<UIToFPOp>(lhs) {
        (true, ui.input(rw))
    } else {
        return false;
    };
    let int_ty = rw.value_type(int_val);
    let TypeKind::Integer { width, .. } = *rw.type_kind(int_ty) else {
        return false;
    };
    let value_bits = if unsigned {
        width as i64
    } else {
        width as i64 - 1
    };
    if width as i64 > mantissa {
        if rhs.is_inf() {
            let max_exp = APFloat::largest(sem, false).ilogb().unwrap_or(0) as i64;
            if max_exp < value_bits {
                return false;
            }
        } else if let Some(exp) = rhs.ilogb() {
            let exp = exp as i64;
            if mantissa <= exp && exp <= value_bits {
                return false;
            }
        }
    }
    let Some(fpred) = op.predicate(rw) else {
        return false;
    };
    let mut pred = match fpred {
        CmpFPredicate::ORD => return replace_with_bool(rw, op, true),
        CmpFPredicate::UNO => return replace_with_bool(rw, op, false),
        p => match cmpf_to_cmpi_predicate(p, unsigned) {
            Some(p) => p,
            None => return false,
        },
    };
    let rne = RoundingMode::NearestTiesToEven;
    let bound =
        |v: APInt, signed: bool| APFloat::from_apint(sem, &v.to_biguint(), width, signed, rne).0;
    use CmpIPredicate as I;
    let gt = |a: &APFloat, b: &APFloat| a.compare(b) == Some(std::cmp::Ordering::Greater);
    let (max, min) = if unsigned {
        (
            bound(APInt::all_ones(width), false),
            bound(APInt::zero(width), false),
        )
    } else {
        (
            bound(APInt::signed_max(width), true),
            bound(APInt::signed_min(width), true),
        )
    };
    if gt(&rhs, &max) {
        let t = if unsigned {
            matches!(pred, I::ne | I::ult | I::ule)
        } else {
            matches!(pred, I::ne | I::slt | I::sle)
        };
        return replace_with_bool(rw, op, t);
    }
    if gt(&min, &rhs) {
        let t = if unsigned {
            matches!(pred, I::ne | I::ugt | I::uge)
        } else {
            matches!(pred, I::ne | I::sgt | I::sge)
        };
        return replace_with_bool(rw, op, t);
    }
    let (int, status, _) = rhs.convert_to_integer(width, !unsigned, RoundingMode::TowardZero);
    if status == OpStatus::INVALID_OP {
        return false;
    }
    let rhs_int = APInt::from_bigint(width, &int);
    if !rhs.is_zero() {
        let back = APFloat::from_apint(sem, &rhs_int.to_biguint(), width, !unsigned, rne).0;
        let equal = back.compare(&rhs) == Some(std::cmp::Ordering::Equal);
        if !equal {
            let neg = rhs.is_negative();
            match pred {
                I::ne => return replace_with_bool(rw, op, true),
                I::eq => return replace_with_bool(rw, op, false),
                I::ule if neg => return replace_with_bool(rw, op, false),
                I::sle if neg => pred = I::slt,
                I::ult if neg => return replace_with_bool(rw, op, false),
                I::ult => pred = I::ule,
                I::slt if !neg => pred = I::sle,
                I::ugt if neg => return replace_with_bool(rw, op, true),
                I::sgt if neg => pred = I::sge,
                I::uge if neg => return replace_with_bool(rw, op, true),
                I::uge => pred = I::ugt,
                I::sge if !neg => pred = I::sgt,
                _ => {}
            }
        }
    }
    let loc = rw.op_loc(op.operation());
    let value = rw.ctx_mut().integer_attr(int_ty, rhs_int);
    let Ok(cst) = ConstantOp::build(rw, loc, value) else {
        return false;
    };
    let cst = cst.result(rw);
    let t = result_type(rw, op);
    let Ok(cmp) = CmpIOp::build_with_result_types(rw, loc, t, pred, int_val, cst) else {
        return false;
    };
    let r = cmp.result(rw);
    rw.replace_op(op.operation(), &[r]);
    true
}
