//! The arith canonicalization patterns: the 43 declarative rewrites of
//! MLIR's `ArithCanonicalization.td` and the two C++ ones
//! (`SelectToExtUI`, `CmpFIntToFPConst`), each registered on its root op in
//! MLIR's order with MLIR's benefit (the number of ops a declarative
//! pattern matches; 1 for the C++ ones), so the greedy driver tries them in
//! the same order as `mlir-opt`.
//!
//! Every pattern reads like its DRR record: match the root's operands
//! (`def(…)` for a defining op, `int_const(…)` for `ConstantLikeMatcher
//! APIntAttr`), check the constraints, build the result ops inner-first
//! before the root (as DRR does), and replace the root.

use super::enums::{
    CmpFPredicate, CmpFPredicateAttr, CmpIPredicate, CmpIPredicateAttr, IntegerOverflowFlags,
    IntegerOverflowFlagsAttr,
};
use ods::ir::{
    AttrKind, Attribute, Context, NamedAttribute, Operation, OperationState, Type, TypeKind, Value,
};
use ods::opdef::enums::EnumValue;
use ods::opdef::AttrConstraint;
use ods::rewrite::fold::constant_value;
use ods::rewrite::{FnPattern, PatternFn, PatternRewriter, RewritePatternSet};
use ods::support::apint::APInt;

// ------------------------------------------------------------------ helpers

/// The op defining `v`, if it is a `name` op.
fn def(rw: &PatternRewriter<'_>, v: Value, name: &str) -> Option<Operation> {
    let op = rw.defining_op(v)?;
    (rw.op_name_str(rw.op_name_of(op)) == name.as_bytes()).then_some(op)
}

/// `ConstantLikeMatcher AnyAttr`: the constant value of `v`.
fn any_const(rw: &mut PatternRewriter<'_>, v: Value) -> Option<Attribute> {
    constant_value(rw.ctx_mut(), v)
}

/// `ConstantLikeMatcher APIntAttr`: a scalar integer constant.
fn int_const(rw: &mut PatternRewriter<'_>, v: Value) -> Option<(Type, APInt)> {
    let a = any_const(rw, v)?;
    match rw.attr_kind(a) {
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
            let TypeKind::Integer { width, .. } = *ctx.type_kind(elem) else {
                if matches!(ctx.type_kind(elem), TypeKind::Index) {
                    return splat_int(data, *splat, 64);
                }
                return None;
            };
            splat_int(data, *splat, width)
        }
        _ => None,
    }
}

fn splat_int(data: &[u8], splat: bool, width: u32) -> Option<APInt> {
    let n = (width as usize).div_ceil(8).max(1);
    if !splat && data.len() != n {
        return None;
    }
    Some(APInt::from_le_bytes(width, &data[..n.min(data.len())]))
}

/// The element type of a shaped type, or the type itself.
fn element_type(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

/// `getI1SameShape`: `i1` in the shape of `ty`.
fn i1_same_shape(ctx: &mut Context, ty: Type) -> Type {
    let i1 = ctx.int_type(1);
    match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.vector_type(&shape, i1, &scalable),
        TypeKind::RankedTensor { shape, .. } => ctx.ranked_tensor_type(&shape, i1, None),
        TypeKind::UnrankedTensor { .. } => ctx.unranked_tensor_type(i1),
        _ => i1,
    }
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

fn ty(rw: &PatternRewriter<'_>, v: Value) -> Type {
    rw.value_type(v)
}

fn overflow(rw: &PatternRewriter<'_>, op: Operation) -> u64 {
    rw.attr(op, "overflowFlags")
        .and_then(|a| IntegerOverflowFlagsAttr::value(rw, a))
        .map_or(0, EnumValue::to_bits)
}

/// `mergeOverflowFlags`: the flags both ops guarantee.
fn merge_overflow(rw: &PatternRewriter<'_>, a: Operation, b: Operation) -> u64 {
    overflow(rw, a) & overflow(rw, b)
}

/// Creates `name` before the insertion point (the root).
fn build(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[Value],
    types: &[Type],
    attrs: &[(&str, Attribute)],
) -> Operation {
    let loc = match rw.insertion_point() {
        ods::rewrite::InsertPoint::Before(op) => rw.op_loc(op),
        _ => rw.ctx_mut().unknown_loc(),
    };
    let ctx = rw.ctx_mut();
    let mut state = OperationState::new(loc, ctx.op_name(name.as_bytes()));
    state.operands.extend_from_slice(operands);
    state.types.extend_from_slice(types);
    for (n, v) in attrs {
        let name = ctx.intern(n.as_bytes());
        state.attributes.push(NamedAttribute { name, value: *v });
    }
    rw.create(state)
}

fn build1(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[Value],
    result: Type,
    attrs: &[(&str, Attribute)],
) -> Value {
    let op = build(rw, name, operands, &[result], attrs);
    rw.result(op, 0)
}

/// The `overflowFlags` attribute list for `bits` (none: not set, the
/// default).
fn overflow_attr(rw: &mut PatternRewriter<'_>, bits: u64) -> Vec<(&'static str, Attribute)> {
    if bits == 0 {
        return Vec::new();
    }
    let flags = IntegerOverflowFlags::from_bits(bits).expect("valid overflow flags");
    vec![(
        "overflowFlags",
        IntegerOverflowFlagsAttr::attr(rw.ctx_mut(), flags),
    )]
}

/// `arith.constant` of a typed attribute.
fn constant(rw: &mut PatternRewriter<'_>, value: Attribute) -> Value {
    let t = rw.attr_type(value).expect("typed attribute");
    build1(rw, "arith.constant", &[], t, &[("value", value)])
}

fn int_constant(rw: &mut PatternRewriter<'_>, t: Type, v: APInt) -> Value {
    let a = rw.ctx_mut().integer_attr(t, v);
    constant(rw, a)
}

/// `getZeroAttr(type)`.
fn zero_attr(rw: &mut PatternRewriter<'_>, t: Type) -> Option<Attribute> {
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

fn replace(rw: &mut PatternRewriter<'_>, op: Operation, values: &[Value]) -> bool {
    rw.replace_op(op, values);
    true
}

fn binop_operands(rw: &PatternRewriter<'_>, op: Operation) -> (Value, Value) {
    (rw.operand(op, 0), rw.operand(op, 1))
}

fn result_type(rw: &PatternRewriter<'_>, op: Operation) -> Type {
    rw.value_type(rw.result(op, 0))
}

// ------------------------------------------------------------------- addi

/// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
fn addi_addi_constant(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, b) = binop_operands(rw, op);
    let Some(inner) = def(rw, a, "arith.addi") else {
        return false;
    };
    let (x, c0v) = binop_operands(rw, inner);
    let (Some((_, c0)), Some((_, c1))) = (int_const(rw, c0v), int_const(rw, b)) else {
        return false;
    };
    let flags = merge_overflow(rw, inner, op);
    let t = result_type(rw, op);
    let c = int_constant(rw, t, c0.add(&c1));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.addi", &[x, c], t, &attrs);
    replace(rw, op, &[r])
}

/// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
fn addi_subi_constant_rhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, b) = binop_operands(rw, op);
    let Some(inner) = def(rw, a, "arith.subi") else {
        return false;
    };
    let (x, c0v) = binop_operands(rw, inner);
    let (Some((_, c0)), Some((_, c1))) = (int_const(rw, c0v), int_const(rw, b)) else {
        return false;
    };
    let flags = merge_overflow(rw, inner, op);
    let t = result_type(rw, op);
    let c = int_constant(rw, t, c1.sub(&c0));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.addi", &[x, c], t, &attrs);
    replace(rw, op, &[r])
}

/// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
fn addi_subi_constant_lhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, b) = binop_operands(rw, op);
    let Some(inner) = def(rw, a, "arith.subi") else {
        return false;
    };
    let (c0v, x) = binop_operands(rw, inner);
    let (Some((_, c0)), Some((_, c1))) = (int_const(rw, c0v), int_const(rw, b)) else {
        return false;
    };
    let flags = merge_overflow(rw, inner, op);
    let t = result_type(rw, op);
    let c = int_constant(rw, t, c0.add(&c1));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.subi", &[c, x], t, &attrs);
    replace(rw, op, &[r])
}

fn is_neg_one(rw: &mut PatternRewriter<'_>, v: Value) -> bool {
    any_const(rw, v)
        .and_then(|a| int_or_splat(rw, a))
        .is_some_and(|i| i.is_all_ones())
}

/// addi(x, muli(y, -1)) -> subi(x, y)
fn addi_muli_negative_one_rhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (x, b) = binop_operands(rw, op);
    let Some(mul) = def(rw, b, "arith.muli") else {
        return false;
    };
    let (y, c0) = binop_operands(rw, mul);
    if !is_neg_one(rw, c0) {
        return false;
    }
    let t = result_type(rw, op);
    let r = build1(rw, "arith.subi", &[x, y], t, &[]);
    replace(rw, op, &[r])
}

/// addi(muli(x, -1), y) -> subi(y, x)
fn addi_muli_negative_one_lhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, y) = binop_operands(rw, op);
    let Some(mul) = def(rw, a, "arith.muli") else {
        return false;
    };
    let (x, c0) = binop_operands(rw, mul);
    if !is_neg_one(rw, c0) {
        return false;
    }
    let t = result_type(rw, op);
    let r = build1(rw, "arith.subi", &[y, x], t, &[]);
    replace(rw, op, &[r])
}

// ------------------------------------------------------------------- muli

/// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
fn muli_muli_constant(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, b) = binop_operands(rw, op);
    let Some(inner) = def(rw, a, "arith.muli") else {
        return false;
    };
    let (x, c0v) = binop_operands(rw, inner);
    let (Some((t0, c0)), Some((t1, c1))) = (int_const(rw, c0v), int_const(rw, b)) else {
        return false;
    };
    let t = result_type(rw, op);
    if t != t0 || t != t1 {
        return false;
    }
    let flags = merge_overflow(rw, inner, op);
    let c = int_constant(rw, t, c0.mul(&c1));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.muli", &[x, c], t, &attrs);
    replace(rw, op, &[r])
}

// -------------------------------------------------------- extended ops

/// `[lo, hi] -> [op(x, y), x]` when the second result is unused.
fn extended_to_plain(op: Operation, rw: &mut PatternRewriter<'_>, plain: &str) -> bool {
    if rw.has_uses(rw.result(op, 1)) {
        return false;
    }
    let (x, y) = binop_operands(rw, op);
    let t = result_type(rw, op);
    let r = build1(rw, plain, &[x, y], t, &[]);
    replace(rw, op, &[r, x])
}

/// addui_extended(x, y) -> [addi(x, y), x] when the overflow is unused.
fn addui_extended_to_addi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    extended_to_plain(op, rw, "arith.addi")
}

/// mulsi_extended(x, y) -> [muli(x, y), x] when the high half is unused.
fn mulsi_extended_to_muli(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    extended_to_plain(op, rw, "arith.muli")
}

/// mului_extended(x, y) -> [muli(x, y), x] when the high half is unused.
fn mului_extended_to_muli(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    extended_to_plain(op, rw, "arith.muli")
}

/// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
fn mulsi_extended_rhs_one(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (x, c1) = binop_operands(rw, op);
    let Some(one) = any_const(rw, c1).and_then(|a| int_or_splat(rw, a)) else {
        return false;
    };
    if !one.is_one() || one.is_sign_bit_set() {
        return false;
    }
    let xt = ty(rw, x);
    let Some(zero) = zero_attr(rw, xt) else {
        return false;
    };
    let z = constant(rw, zero);
    let pred = CmpIPredicateAttr::attr(rw.ctx_mut(), CmpIPredicate::slt);
    let i1 = i1_same_shape(rw.ctx_mut(), xt);
    let cmp = build1(rw, "arith.cmpi", &[x, z], i1, &[("predicate", pred)]);
    let hi_t = rw.value_type(rw.result(op, 1));
    let ext = build1(rw, "arith.extsi", &[cmp], hi_t, &[]);
    replace(rw, op, &[x, ext])
}

// ------------------------------------------------------------------- subi

fn subi_constant_pattern(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
    lhs_is_const: bool,
    inner_name: &str,
    inner_const_rhs: bool,
) -> Option<(Operation, Value, APInt, APInt)> {
    let (a, b) = binop_operands(rw, op);
    let (outer_const, inner_v) = if lhs_is_const { (a, b) } else { (b, a) };
    let inner = def(rw, inner_v, inner_name)?;
    let (p, q) = binop_operands(rw, inner);
    let (x, c0v) = if inner_const_rhs { (p, q) } else { (q, p) };
    let (_, c0) = int_const(rw, c0v)?;
    let (_, c1) = int_const(rw, outer_const)?;
    Some((inner, x, c0, c1))
}

/// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
fn subi_rhs_add_constant(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, x, c0, c1)) = subi_constant_pattern(op, rw, false, "arith.addi", true) else {
        return false;
    };
    let t = result_type(rw, op);
    let c = int_constant(rw, t, c0.sub(&c1));
    let r = build1(rw, "arith.addi", &[x, c], t, &[]);
    replace(rw, op, &[r])
}

/// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
fn subi_lhs_add_constant(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((inner, x, c0, c1)) = subi_constant_pattern(op, rw, true, "arith.addi", true) else {
        return false;
    };
    let t = result_type(rw, op);
    let flags = merge_overflow(rw, inner, op);
    let c = int_constant(rw, t, c1.sub(&c0));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.subi", &[c, x], t, &attrs);
    replace(rw, op, &[r])
}

/// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
fn subi_rhs_sub_constant_rhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((inner, x, c0, c1)) = subi_constant_pattern(op, rw, false, "arith.subi", true) else {
        return false;
    };
    let t = result_type(rw, op);
    let flags = merge_overflow(rw, inner, op);
    let c = int_constant(rw, t, c0.add(&c1));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.subi", &[x, c], t, &attrs);
    replace(rw, op, &[r])
}

/// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
fn subi_rhs_sub_constant_lhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((inner, x, c0, c1)) = subi_constant_pattern(op, rw, false, "arith.subi", false) else {
        return false;
    };
    let t = result_type(rw, op);
    let flags = merge_overflow(rw, inner, op);
    let c = int_constant(rw, t, c0.sub(&c1));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.subi", &[c, x], t, &attrs);
    replace(rw, op, &[r])
}

/// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
fn subi_lhs_sub_constant_rhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((inner, x, c0, c1)) = subi_constant_pattern(op, rw, true, "arith.subi", true) else {
        return false;
    };
    let t = result_type(rw, op);
    let flags = merge_overflow(rw, inner, op);
    let c = int_constant(rw, t, c0.add(&c1));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.subi", &[c, x], t, &attrs);
    replace(rw, op, &[r])
}

/// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
fn subi_lhs_sub_constant_lhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((inner, x, c0, c1)) = subi_constant_pattern(op, rw, true, "arith.subi", false) else {
        return false;
    };
    let t = result_type(rw, op);
    let flags = merge_overflow(rw, inner, op);
    let c = int_constant(rw, t, c1.sub(&c0));
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.addi", &[x, c], t, &attrs);
    replace(rw, op, &[r])
}

/// subi(subi(a, b), a) -> subi(0, b)
fn subi_subi_lhs_rhs_lhs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, x2) = binop_operands(rw, op);
    let Some(inner) = def(rw, a, "arith.subi") else {
        return false;
    };
    let (x, y) = binop_operands(rw, inner);
    if x != x2 {
        return false;
    }
    let yt = ty(rw, y);
    let Some(zero) = zero_attr(rw, yt) else {
        return false;
    };
    let flags = merge_overflow(rw, inner, op);
    let z = constant(rw, zero);
    let attrs = overflow_attr(rw, flags);
    let t = result_type(rw, op);
    let r = build1(rw, "arith.subi", &[z, y], t, &attrs);
    replace(rw, op, &[r])
}

// ------------------------------------------------------- bitwise ops

/// op(ext(x), ext(y)) -> ext(op(x, y)) when x and y have the same type.
fn logic_of_ext(op: Operation, rw: &mut PatternRewriter<'_>, logic: &str, ext: &str) -> bool {
    let (a, b) = binop_operands(rw, op);
    let (Some(ea), Some(eb)) = (def(rw, a, ext), def(rw, b, ext)) else {
        return false;
    };
    let (x, y) = (rw.operand(ea, 0), rw.operand(eb, 0));
    let xt = ty(rw, x);
    if xt != ty(rw, y) {
        return false;
    }
    let inner = build1(rw, logic, &[x, y], xt, &[]);
    let t = result_type(rw, op);
    let r = build1(rw, ext, &[inner], t, &[]);
    replace(rw, op, &[r])
}

fn and_of_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    logic_of_ext(op, rw, "arith.andi", "arith.extui")
}
fn and_of_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    logic_of_ext(op, rw, "arith.andi", "arith.extsi")
}
fn or_of_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    logic_of_ext(op, rw, "arith.ori", "arith.extui")
}
fn or_of_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    logic_of_ext(op, rw, "arith.ori", "arith.extsi")
}
fn xori_of_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    logic_of_ext(op, rw, "arith.xori", "arith.extui")
}
fn xori_of_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    logic_of_ext(op, rw, "arith.xori", "arith.extsi")
}

/// A scalar `i1` constant equal to `bit`.
fn is_i1_const(rw: &mut PatternRewriter<'_>, v: Value, bit: bool) -> bool {
    match int_const(rw, v) {
        Some((t, value)) => {
            matches!(rw.type_kind(t), TypeKind::Integer { width: 1, .. }) && value.is_zero() != bit
        }
        None => false,
    }
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

pub(crate) fn cmpi_predicate(rw: &PatternRewriter<'_>, op: Operation) -> Option<CmpIPredicate> {
    rw.attr(op, "predicate")
        .and_then(|a| CmpIPredicateAttr::value(rw, a))
}

/// xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b)
fn xori_not_cmpi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, one) = binop_operands(rw, op);
    let Some(cmp) = def(rw, a, "arith.cmpi") else {
        return false;
    };
    if !is_i1_const(rw, one, true) {
        return false;
    }
    let Some(pred) = cmpi_predicate(rw, cmp) else {
        return false;
    };
    let (x, y) = binop_operands(rw, cmp);
    let p = CmpIPredicateAttr::attr(rw.ctx_mut(), invert_predicate(pred));
    let t = result_type(rw, op);
    let r = build1(rw, "arith.cmpi", &[x, y], t, &[("predicate", p)]);
    replace(rw, op, &[r])
}

// ------------------------------------------------------------------- cmpi

/// cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)
fn cmpi_of_ext(op: Operation, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let (a, b) = binop_operands(rw, op);
    let (Some(ea), Some(eb)) = (def(rw, a, ext), def(rw, b, ext)) else {
        return false;
    };
    let (x, y) = (rw.operand(ea, 0), rw.operand(eb, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let Some(pred) = cmpi_predicate(rw, op) else {
        return false;
    };
    if !matches!(pred, CmpIPredicate::eq | CmpIPredicate::ne) {
        return false;
    }
    let p = rw.attr(op, "predicate").expect("predicate");
    let t = result_type(rw, op);
    let r = build1(rw, "arith.cmpi", &[x, y], t, &[("predicate", p)]);
    replace(rw, op, &[r])
}

fn cmpi_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, "arith.extsi")
}
fn cmpi_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, "arith.extui")
}

// ----------------------------------------------------------------- select

fn select(rw: &mut PatternRewriter<'_>, op: Operation, c: Value, a: Value, b: Value) -> bool {
    let t = result_type(rw, op);
    let r = build1(rw, "arith.select", &[c, a, b], t, &[]);
    replace(rw, op, &[r])
}

/// select(not(pred), a, b) -> select(pred, b, a)
fn select_not_cond(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (c, a, b) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    let Some(not) = def(rw, c, "arith.xori") else {
        return false;
    };
    let (pred, ones) = binop_operands(rw, not);
    match int_const(rw, ones) {
        Some((_, v)) if v.is_all_ones() => select(rw, op, pred, b, a),
        _ => false,
    }
}

/// select(pred, select(pred, a, b), c) -> select(pred, a, c)
fn redundant_select_true(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (p, t, f) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    let Some(inner) = def(rw, t, "arith.select") else {
        return false;
    };
    if rw.operand(inner, 0) != p {
        return false;
    }
    let a = rw.operand(inner, 1);
    select(rw, op, p, a, f)
}

/// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
fn redundant_select_false(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (p, t, f) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    let Some(inner) = def(rw, f, "arith.select") else {
        return false;
    };
    if rw.operand(inner, 0) != p {
        return false;
    }
    let c = rw.operand(inner, 2);
    select(rw, op, p, t, c)
}

/// select(pred, false, true) -> xori(pred, true)
fn select_i1_to_not(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (p, t, f) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    if !is_i1_const(rw, t, false) || !is_i1_const(rw, f, true) {
        return false;
    }
    let i1 = ty(rw, t);
    let one = int_constant(rw, i1, APInt::from_u64(1, 1));
    let r = build1(rw, "arith.xori", &[p, one], result_type(rw, op), &[]);
    replace(rw, op, &[r])
}

fn const_int_is(rw: &mut PatternRewriter<'_>, v: Value, expected: u64) -> bool {
    any_const(rw, v)
        .and_then(|a| int_or_splat(rw, a))
        .is_some_and(|i| i.to_u64() == Some(expected))
}

/// select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, true))
/// (integer results wider than i1).
fn select_to_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let t = result_type(rw, op);
    if !matches!(rw.type_kind(t), TypeKind::Integer { width, .. } if *width != 1) {
        return false;
    }
    let (c, a, b) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    if const_int_is(rw, a, 1) && const_int_is(rw, b, 0) {
        let r = build1(rw, "arith.extui", &[c], t, &[]);
        return replace(rw, op, &[r]);
    }
    if const_int_is(rw, a, 0) && const_int_is(rw, b, 1) {
        let ct = ty(rw, c);
        let one = int_constant(rw, ct, APInt::from_u64(1, 1));
        let not = build1(rw, "arith.xori", &[c, one], ct, &[]);
        let r = build1(rw, "arith.extui", &[not], t, &[]);
        return replace(rw, op, &[r]);
    }
    false
}

// ------------------------------------------------------------------ casts

/// cast(cast(x)) -> x when the outer result type is x's type.
fn cast_of_same_cast(op: Operation, rw: &mut PatternRewriter<'_>, name: &str) -> bool {
    let Some(inner) = def(rw, rw.operand(op, 0), name) else {
        return false;
    };
    let x = rw.operand(inner, 0);
    if result_type(rw, op) != ty(rw, x) {
        return false;
    }
    replace(rw, op, &[x])
}

/// outer(inner(x)) -> replacement(x) with the outer result type.
fn cast_through(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
    inner: &str,
    replacement: &str,
) -> bool {
    let Some(i) = def(rw, rw.operand(op, 0), inner) else {
        return false;
    };
    let x = rw.operand(i, 0);
    let t = result_type(rw, op);
    let r = build1(rw, replacement, &[x], t, &[]);
    replace(rw, op, &[r])
}

fn index_cast_of_index_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_same_cast(op, rw, "arith.index_cast")
}
fn index_cast_of_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cast_through(op, rw, "arith.extsi", "arith.index_cast")
}
fn index_castui_of_index_castui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_same_cast(op, rw, "arith.index_castui")
}
fn index_castui_of_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cast_through(op, rw, "arith.extui", "arith.index_castui")
}
fn bitcast_of_bitcast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cast_through(op, rw, "arith.bitcast", "arith.bitcast")
}
fn extsi_of_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    cast_through(op, rw, "arith.extui", "arith.extui")
}

/// trunci(ext(x)) -> ext(x) when only extension bits are dropped.
fn trunci_of_ext(op: Operation, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let Some(e) = def(rw, rw.operand(op, 0), ext) else {
        return false;
    };
    let x = rw.operand(e, 0);
    let tr = result_type(rw, op);
    let (we, wt, wx) = (
        scalar_width(rw, result_type(rw, e)),
        scalar_width(rw, tr),
        scalar_width(rw, ty(rw, x)),
    );
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    let r = build1(rw, ext, &[x], tr, &[]);
    replace(rw, op, &[r])
}

fn trunci_extsi_to_extsi(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_of_ext(op, rw, "arith.extsi")
}
fn trunci_extui_to_extui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_of_ext(op, rw, "arith.extui")
}

/// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is exactly the number
/// of truncated bits.
fn trunci_shrsi_to_trunci_shrui(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(shr) = def(rw, rw.operand(op, 0), "arith.shrsi") else {
        return false;
    };
    let (x, cv) = binop_operands(rw, shr);
    let Some(c) = any_const(rw, cv) else {
        return false;
    };
    if rw.attr_type(c).is_none() {
        return false;
    }
    let Some(amount) = int_or_splat(rw, c) else {
        return false;
    };
    let tr = result_type(rw, op);
    let diff = scalar_width(rw, ty(rw, x)) as u64
        - scalar_width(rw, tr).min(scalar_width(rw, ty(rw, x))) as u64;
    if amount.to_u64() != Some(diff) || amount.width() > 64 && amount.to_u64().is_none() {
        return false;
    }
    let flags = overflow(rw, op);
    let cst = constant(rw, c);
    let xt = ty(rw, x);
    let s = build1(rw, "arith.shrui", &[x, cst], xt, &[]);
    let attrs = overflow_attr(rw, flags);
    let r = build1(rw, "arith.trunci", &[s], tr, &attrs);
    replace(rw, op, &[r])
}

/// truncf(itofp(x)) -> itofp(x) without an explicit rounding mode.
fn truncf_of_itofp(op: Operation, rw: &mut PatternRewriter<'_>, itofp: &str) -> bool {
    let Some(i) = def(rw, rw.operand(op, 0), itofp) else {
        return false;
    };
    if rw.attr(op, "roundingmode").is_some() {
        return false;
    }
    let x = rw.operand(i, 0);
    let t = result_type(rw, op);
    let r = build1(rw, itofp, &[x], t, &[]);
    replace(rw, op, &[r])
}

fn truncf_sitofp(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_of_itofp(op, rw, "arith.sitofp")
}
fn truncf_uitofp(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_of_itofp(op, rw, "arith.uitofp")
}

// ------------------------------------------------------------ float ops

/// op(negf(x), negf(y)) -> op(x, y), keeping op's fastmath flags.
fn of_negf(op: Operation, rw: &mut PatternRewriter<'_>, name: &str) -> bool {
    let (a, b) = binop_operands(rw, op);
    let (Some(na), Some(nb)) = (def(rw, a, "arith.negf"), def(rw, b, "arith.negf")) else {
        return false;
    };
    let (x, y) = (rw.operand(na, 0), rw.operand(nb, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let fm: Vec<(&str, Attribute)> = rw
        .attr(op, "fastmath")
        .map(|a| ("fastmath", a))
        .into_iter()
        .collect();
    let t = result_type(rw, op);
    let r = build1(rw, name, &[x, y], t, &fm);
    replace(rw, op, &[r])
}

fn mulf_of_negf(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    of_negf(op, rw, "arith.mulf")
}
fn divf_of_negf(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    of_negf(op, rw, "arith.divf")
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

fn replace_with_bool(rw: &mut PatternRewriter<'_>, op: Operation, value: bool) -> bool {
    let i1 = rw.ctx_mut().int_type(1);
    let c = int_constant(rw, i1, APInt::from_u64(1, value as u64));
    replace(rw, op, &[c])
}

/// cmpf(itofp(x), c) -> cmpi(x, int(c)), or a constant, when the integer to
/// float conversion cannot change the comparison (MLIR's `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    use ods::support::apfloat::{APFloat, OpStatus, RoundingMode};
    let (lhs, rhs_v) = binop_operands(rw, op);
    let Some(c) = any_const(rw, rhs_v) else {
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
    let (unsigned, int_val) = if let Some(si) = def(rw, lhs, "arith.sitofp") {
        (false, rw.operand(si, 0))
    } else if let Some(ui) = def(rw, lhs, "arith.uitofp") {
        (true, rw.operand(ui, 0))
    } else {
        return false;
    };
    let int_ty = ty(rw, int_val);
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
    let Some(fpred) = rw
        .attr(op, "predicate")
        .and_then(|a| CmpFPredicateAttr::value(rw, a))
    else {
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
    let p = CmpIPredicateAttr::attr(rw.ctx_mut(), pred);
    let cst = int_constant(rw, int_ty, rhs_int);
    let t = result_type(rw, op);
    let r = build1(rw, "arith.cmpi", &[int_val, cst], t, &[("predicate", p)]);
    replace(rw, op, &[r])
}

// ------------------------------------------------------------ registration

fn add(
    set: &mut RewritePatternSet,
    name: &'static str,
    root: &'static str,
    benefit: u16,
    rewrite: PatternFn,
) {
    set.add(FnPattern {
        name,
        root,
        benefit,
        rewrite,
    });
}

/// `AddIOp::getCanonicalizationPatterns`.
pub fn addi(set: &mut RewritePatternSet) {
    add(set, "AddIAddConstant", "arith.addi", 2, addi_addi_constant);
    add(
        set,
        "AddISubConstantRHS",
        "arith.addi",
        2,
        addi_subi_constant_rhs,
    );
    add(
        set,
        "AddISubConstantLHS",
        "arith.addi",
        2,
        addi_subi_constant_lhs,
    );
    add(
        set,
        "AddIMulNegativeOneRhs",
        "arith.addi",
        2,
        addi_muli_negative_one_rhs,
    );
    add(
        set,
        "AddIMulNegativeOneLhs",
        "arith.addi",
        2,
        addi_muli_negative_one_lhs,
    );
}

/// `AddUIExtendedOp::getCanonicalizationPatterns`.
pub fn addui_extended(set: &mut RewritePatternSet) {
    add(
        set,
        "AddUIExtendedToAddI",
        "arith.addui_extended",
        1,
        addui_extended_to_addi,
    );
}

/// `SubIOp::getCanonicalizationPatterns`.
pub fn subi(set: &mut RewritePatternSet) {
    add(
        set,
        "SubIRHSAddConstant",
        "arith.subi",
        2,
        subi_rhs_add_constant,
    );
    add(
        set,
        "SubILHSAddConstant",
        "arith.subi",
        2,
        subi_lhs_add_constant,
    );
    add(
        set,
        "SubIRHSSubConstantRHS",
        "arith.subi",
        2,
        subi_rhs_sub_constant_rhs,
    );
    add(
        set,
        "SubIRHSSubConstantLHS",
        "arith.subi",
        2,
        subi_rhs_sub_constant_lhs,
    );
    add(
        set,
        "SubILHSSubConstantRHS",
        "arith.subi",
        2,
        subi_lhs_sub_constant_rhs,
    );
    add(
        set,
        "SubILHSSubConstantLHS",
        "arith.subi",
        2,
        subi_lhs_sub_constant_lhs,
    );
    add(
        set,
        "SubISubILHSRHSLHS",
        "arith.subi",
        2,
        subi_subi_lhs_rhs_lhs,
    );
}

/// `MulIOp::getCanonicalizationPatterns`.
pub fn muli(set: &mut RewritePatternSet) {
    add(set, "MulIMulIConstant", "arith.muli", 2, muli_muli_constant);
}

/// `MulSIExtendedOp::getCanonicalizationPatterns`.
pub fn mulsi_extended(set: &mut RewritePatternSet) {
    add(
        set,
        "MulSIExtendedToMulI",
        "arith.mulsi_extended",
        1,
        mulsi_extended_to_muli,
    );
    add(
        set,
        "MulSIExtendedRHSOne",
        "arith.mulsi_extended",
        1,
        mulsi_extended_rhs_one,
    );
}

/// `MulUIExtendedOp::getCanonicalizationPatterns`.
pub fn mului_extended(set: &mut RewritePatternSet) {
    add(
        set,
        "MulUIExtendedToMulI",
        "arith.mului_extended",
        1,
        mului_extended_to_muli,
    );
}

/// `AndIOp::getCanonicalizationPatterns`.
pub fn andi(set: &mut RewritePatternSet) {
    add(set, "AndOfExtUI", "arith.andi", 3, and_of_extui);
    add(set, "AndOfExtSI", "arith.andi", 3, and_of_extsi);
}

/// `OrIOp::getCanonicalizationPatterns`.
pub fn ori(set: &mut RewritePatternSet) {
    add(set, "OrOfExtUI", "arith.ori", 3, or_of_extui);
    add(set, "OrOfExtSI", "arith.ori", 3, or_of_extsi);
}

/// `XOrIOp::getCanonicalizationPatterns`.
pub fn xori(set: &mut RewritePatternSet) {
    add(set, "XOrINotCmpI", "arith.xori", 2, xori_not_cmpi);
    add(set, "XOrIOfExtUI", "arith.xori", 3, xori_of_extui);
    add(set, "XOrIOfExtSI", "arith.xori", 3, xori_of_extsi);
}

/// `CmpIOp::getCanonicalizationPatterns`.
pub fn cmpi(set: &mut RewritePatternSet) {
    add(set, "CmpIExtSI", "arith.cmpi", 3, cmpi_extsi);
    add(set, "CmpIExtUI", "arith.cmpi", 3, cmpi_extui);
}

/// `SelectOp::getCanonicalizationPatterns`.
pub fn select_patterns(set: &mut RewritePatternSet) {
    add(
        set,
        "RedundantSelectFalse",
        "arith.select",
        2,
        redundant_select_false,
    );
    add(
        set,
        "RedundantSelectTrue",
        "arith.select",
        2,
        redundant_select_true,
    );
    add(set, "SelectNotCond", "arith.select", 2, select_not_cond);
    add(set, "SelectI1ToNot", "arith.select", 1, select_i1_to_not);
    add(set, "SelectToExtUI", "arith.select", 1, select_to_extui);
}

/// `IndexCastOp::getCanonicalizationPatterns`.
pub fn index_cast(set: &mut RewritePatternSet) {
    add(
        set,
        "IndexCastOfIndexCast",
        "arith.index_cast",
        2,
        index_cast_of_index_cast,
    );
    add(
        set,
        "IndexCastOfExtSI",
        "arith.index_cast",
        2,
        index_cast_of_extsi,
    );
}

/// `IndexCastUIOp::getCanonicalizationPatterns`.
pub fn index_castui(set: &mut RewritePatternSet) {
    add(
        set,
        "IndexCastUIOfIndexCastUI",
        "arith.index_castui",
        2,
        index_castui_of_index_castui,
    );
    add(
        set,
        "IndexCastUIOfExtUI",
        "arith.index_castui",
        2,
        index_castui_of_extui,
    );
}

/// `BitcastOp::getCanonicalizationPatterns`.
pub fn bitcast(set: &mut RewritePatternSet) {
    add(
        set,
        "BitcastOfBitcast",
        "arith.bitcast",
        2,
        bitcast_of_bitcast,
    );
}

/// `ExtSIOp::getCanonicalizationPatterns`.
pub fn extsi(set: &mut RewritePatternSet) {
    add(set, "ExtSIOfExtUI", "arith.extsi", 2, extsi_of_extui);
}

/// `TruncIOp::getCanonicalizationPatterns`.
pub fn trunci(set: &mut RewritePatternSet) {
    add(
        set,
        "TruncIExtSIToExtSI",
        "arith.trunci",
        2,
        trunci_extsi_to_extsi,
    );
    add(
        set,
        "TruncIExtUIToExtUI",
        "arith.trunci",
        2,
        trunci_extui_to_extui,
    );
    add(
        set,
        "TruncIShrSIToTrunciShrUI",
        "arith.trunci",
        2,
        trunci_shrsi_to_trunci_shrui,
    );
}

/// `TruncFOp::getCanonicalizationPatterns`.
pub fn truncf(set: &mut RewritePatternSet) {
    add(
        set,
        "TruncFSIToFPToSIToFP",
        "arith.truncf",
        2,
        truncf_sitofp,
    );
    add(
        set,
        "TruncFUIToFPToUIToFP",
        "arith.truncf",
        2,
        truncf_uitofp,
    );
}

/// `CmpFOp::getCanonicalizationPatterns`.
pub fn cmpf(set: &mut RewritePatternSet) {
    add(
        set,
        "CmpFIntToFPConst",
        "arith.cmpf",
        1,
        cmpf_int_to_fp_const,
    );
}

/// `MulFOp::getCanonicalizationPatterns`.
pub fn mulf(set: &mut RewritePatternSet) {
    add(set, "MulFOfNegF", "arith.mulf", 3, mulf_of_negf);
}

/// `DivFOp::getCanonicalizationPatterns`.
pub fn divf(set: &mut RewritePatternSet) {
    add(set, "DivFOfNegF", "arith.divf", 3, divf_of_negf);
}
