//! The semantics of the `arith` operations on constant values, in one place
//! and independent of the IR: what each operation computes for given
//! scalar operands, as `ArithOps.td` documents it.
//!
//! * Integers are [`APInt`]s of the operation's width (`index` is 64 bits,
//!   as MLIR folds it); floats are [`APFloat`]s in the type's semantics.
//! * [`Scalar::Poison`] is a poison value: it propagates through every
//!   operation except `select` (which only looks at the chosen operand), and
//!   operations produce it where the documentation says so (`nsw`/`nuw`
//!   overflow, `exact` with a remainder, shifts by the bit width or more,
//!   `fptosi`/`fptoui` out of range).
//! * Immediate undefined behaviour (division by zero, signed division
//!   overflow, a poison divisor) is an error ([`Undefined`]), not a value.
//!
//! The constant folders (`fold.rs`) reuse these functions but follow MLIR's
//! folders where they differ from the semantics (MLIR folds `addi nsw` with
//! wrap-around, refuses to fold what would be undefined, ...); a reference
//! interpreter can use this module as is. The functions at the end
//! ([`Constant`], [`eval_elementwise_binary`], ...) apply the scalar
//! semantics elementwise to IR constants (integer and float attributes,
//! splat and non-splat `dense<...>` elements).

use ods::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use ods::support::apfloat::{APFloat, FloatSemantics, NonFiniteBehavior, RoundingMode};
use ods::support::apint::APInt;
use std::cmp::Ordering;

/// One value: an integer of some width, a float of some format, or poison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer (signless: operations say how to read it).
    Int(APInt),
    /// A floating point value.
    Float(APFloat),
    /// A poison value.
    Poison,
}

impl Scalar {
    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<&APInt> {
        match self {
            Scalar::Int(v) => Some(v),
            _ => None,
        }
    }

    /// The float, if this is one.
    pub fn as_float(&self) -> Option<&APFloat> {
        match self {
            Scalar::Float(v) => Some(v),
            _ => None,
        }
    }

    /// True for poison.
    pub fn is_poison(&self) -> bool {
        matches!(self, Scalar::Poison)
    }

    /// An `i1` value.
    pub fn bool(v: bool) -> Scalar {
        Scalar::Int(APInt::from_u64(1, v as u64))
    }
}

/// The element type of a scalar: an integer width (`index` is `Int(64)`) or
/// a float format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// `iN` (and `index` as `i64`).
    Int(u32),
    /// A float type.
    Float(FloatSemantics),
}

impl ScalarType {
    /// The scalar type of an integer, index or float type.
    pub fn of(ctx: &Context, ty: Type) -> Option<ScalarType> {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(ScalarType::Int(*width)),
            TypeKind::Index => Some(ScalarType::Int(64)),
            TypeKind::Float(s) => Some(ScalarType::Float(*s)),
            _ => None,
        }
    }

    /// Bit width.
    pub fn width(self) -> u32 {
        match self {
            ScalarType::Int(w) => w,
            ScalarType::Float(s) => s.bit_width(),
        }
    }
}

/// Why an operation has no result: immediate undefined behaviour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Undefined {
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// Signed division overflow (`MIN / -1` in `divsi`, `ceildivsi`,
    /// `floordivsi`).
    DivisionOverflow,
    /// The divisor of an integer division or remainder is poison.
    PoisonDivisor,
}

impl std::fmt::Display for Undefined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Undefined::DivisionByZero => "division by zero",
            Undefined::DivisionOverflow => "signed division overflow",
            Undefined::PoisonDivisor => "poison divisor",
        })
    }
}

/// The result of evaluating an operation.
pub type Eval = Result<Scalar, Undefined>;

/// The flags that change an operation's semantics: `overflow<nsw, nuw>`,
/// `exact` and the rounding mode of float operations.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// `nsw`: signed overflow gives poison.
    pub nsw: bool,
    /// `nuw`: unsigned overflow gives poison.
    pub nuw: bool,
    /// `exact`: a non-zero remainder (division) or non-zero shifted-out bits
    /// (right shifts) give poison.
    pub exact: bool,
    /// Rounding of float results (`roundingmode`); `None` is the default,
    /// to nearest, ties to even.
    pub rounding: Option<RoundingMode>,
    /// As compiled code computes it (LLVM's x86-64 lowering, what
    /// `mlir-runner` runs) where the op leaves a choice: `maxnumf`/`minnumf`
    /// of +0 and -0 give the first operand (folding, like MLIR's folder,
    /// orders -0 below +0), and an invalid operation on non-NaN operands
    /// (`0/0`, `inf - inf`, `remf(x, 0)`) gives x86's default NaN, which is
    /// negative (folding gives a positive one).
    pub compiled: bool,
}

impl Flags {
    /// No flags.
    pub const NONE: Flags = Flags {
        nsw: false,
        nuw: false,
        exact: false,
        rounding: None,
        compiled: false,
    };

    fn rm(self) -> RoundingMode {
        self.rounding.unwrap_or(RoundingMode::NearestTiesToEven)
    }
}

/// `arith.roundingmode` values (`Arith_RoundingModeAttr`) as LLVM rounding
/// modes (MLIR's `convertArithRoundingModeToLLVMIR`).
pub fn rounding_mode_from_arith(v: u64) -> Option<RoundingMode> {
    Some(match v {
        0 => RoundingMode::NearestTiesToEven,
        1 => RoundingMode::TowardNegative,
        2 => RoundingMode::TowardPositive,
        3 => RoundingMode::TowardZero,
        4 => RoundingMode::NearestTiesToAway,
        _ => return None,
    })
}

// ------------------------------------------------------------ integer helpers

/// `a + b` and whether it overflowed as a signed addition.
pub fn sadd_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    let r = a.add(b);
    let ov =
        a.is_sign_bit_set() == b.is_sign_bit_set() && r.is_sign_bit_set() != a.is_sign_bit_set();
    (r, ov)
}

/// `a + b` and whether it overflowed as an unsigned addition.
pub fn uadd_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    let r = a.add(b);
    let ov = r.ucmp(a) == Ordering::Less;
    (r, ov)
}

/// `a - b` and whether it overflowed as a signed subtraction.
pub fn ssub_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    let r = a.sub(b);
    let ov =
        a.is_sign_bit_set() != b.is_sign_bit_set() && r.is_sign_bit_set() != a.is_sign_bit_set();
    (r, ov)
}

/// `a - b` and whether it overflowed as an unsigned subtraction.
pub fn usub_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    (a.sub(b), a.ucmp(b) == Ordering::Less)
}

/// The full `2w`-bit product of two `w`-bit values read as signed.
fn smul_wide(a: &APInt, b: &APInt) -> APInt {
    let w2 = a.width() * 2;
    a.sext_or_trunc(w2).mul(&b.sext_or_trunc(w2))
}

/// The full `2w`-bit product of two `w`-bit values read as unsigned.
fn umul_wide(a: &APInt, b: &APInt) -> APInt {
    let w2 = a.width() * 2;
    a.zext_or_trunc(w2).mul(&b.zext_or_trunc(w2))
}

/// `a * b` and whether it overflowed as a signed multiplication.
pub fn smul_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    let w = a.width();
    let full = smul_wide(a, b);
    let r = full.zext_or_trunc(w);
    (r.clone(), r.sext_or_trunc(w * 2) != full)
}

/// `a * b` and whether it overflowed as an unsigned multiplication.
pub fn umul_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    let w = a.width();
    let full = umul_wide(a, b);
    let r = full.zext_or_trunc(w);
    (r.clone(), r.zext_or_trunc(w * 2) != full)
}

/// The high half of the signed product (LLVM's `APIntOps::mulhs`).
pub fn mulhs(a: &APInt, b: &APInt) -> APInt {
    let w = a.width();
    smul_wide(a, b).lshr(w).zext_or_trunc(w)
}

/// The high half of the unsigned product (LLVM's `APIntOps::mulhu`).
pub fn mulhu(a: &APInt, b: &APInt) -> APInt {
    let w = a.width();
    umul_wide(a, b).lshr(w).zext_or_trunc(w)
}

/// Signed `a / b` (wrapping on `MIN / -1`) and whether it overflowed
/// (LLVM's `APInt::sdiv_ov`). A zero divisor gives `(a, true)`.
pub fn sdiv_ov(a: &APInt, b: &APInt) -> (APInt, bool) {
    match a.sdiv(b) {
        Some(q) => (q, is_min_signed(a) && b.is_all_ones()),
        None => (a.clone(), true),
    }
}

/// True for the signed minimum (`0b100..0`).
pub fn is_min_signed(a: &APInt) -> bool {
    a.width() > 0 && *a == APInt::signed_min(a.width())
}

/// True for the signed maximum (`0b011..1`).
pub fn is_max_signed(a: &APInt) -> bool {
    a.width() > 0 && *a == APInt::signed_max(a.width())
}

/// Signed `a / b` rounded toward negative infinity (`b != 0`), wrapping on
/// `MIN / -1`.
fn sfloordiv(a: &APInt, b: &APInt) -> APInt {
    let q = a.sdiv(b).expect("non-zero divisor");
    let r = a.srem(b).expect("non-zero divisor");
    if !r.is_zero() && (r.is_sign_bit_set() != b.is_sign_bit_set()) {
        q.sub(&APInt::from_u64(a.width(), 1))
    } else {
        q
    }
}

/// Signed `a / b` rounded toward positive infinity (`b != 0`), wrapping on
/// `MIN / -1`.
fn sceildiv(a: &APInt, b: &APInt) -> APInt {
    let q = a.sdiv(b).expect("non-zero divisor");
    let r = a.srem(b).expect("non-zero divisor");
    if !r.is_zero() && (r.is_sign_bit_set() == b.is_sign_bit_set()) {
        q.add(&APInt::from_u64(a.width(), 1))
    } else {
        q
    }
}

/// Unsigned `a / b` rounded up (`b != 0`).
fn uceildiv(a: &APInt, b: &APInt) -> APInt {
    let q = a.udiv(b).expect("non-zero divisor");
    let r = a.urem(b).expect("non-zero divisor");
    if r.is_zero() {
        q
    } else {
        q.add(&APInt::from_u64(a.width(), 1))
    }
}

/// A shift amount as `u32` (saturated: anything `>= width` shifts out
/// everything).
pub fn shift_amount(b: &APInt) -> u32 {
    match b.to_u64() {
        Some(v) if v < u32::MAX as u64 => v as u32,
        _ => u32::MAX,
    }
}

/// LLVM's `APInt::shl(const APInt &)`: shifts of `width` or more give 0.
pub fn shl_llvm(a: &APInt, b: &APInt) -> APInt {
    a.shl(shift_amount(b))
}

/// LLVM's `APInt::lshr(const APInt &)`: shifts of `width` or more give 0.
pub fn lshr_llvm(a: &APInt, b: &APInt) -> APInt {
    a.lshr(shift_amount(b))
}

/// LLVM's `APInt::ashr(const APInt &)`: shifts of `width` or more fill
/// with the sign bit.
pub fn ashr_llvm(a: &APInt, b: &APInt) -> APInt {
    a.ashr(shift_amount(b))
}

// ----------------------------------------------------------- binary operations

/// The binary operations with one result of the operands' type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `arith.addi`
    AddI,
    /// `arith.subi`
    SubI,
    /// `arith.muli`
    MulI,
    /// `arith.divui`
    DivUI,
    /// `arith.divsi`
    DivSI,
    /// `arith.ceildivui`
    CeilDivUI,
    /// `arith.ceildivsi`
    CeilDivSI,
    /// `arith.floordivsi`
    FloorDivSI,
    /// `arith.remui`
    RemUI,
    /// `arith.remsi`
    RemSI,
    /// `arith.andi`
    AndI,
    /// `arith.ori`
    OrI,
    /// `arith.xori`
    XOrI,
    /// `arith.shli`
    ShLI,
    /// `arith.shrui`
    ShRUI,
    /// `arith.shrsi`
    ShRSI,
    /// `arith.maxsi`
    MaxSI,
    /// `arith.maxui`
    MaxUI,
    /// `arith.minsi`
    MinSI,
    /// `arith.minui`
    MinUI,
    /// `arith.addf`
    AddF,
    /// `arith.subf`
    SubF,
    /// `arith.mulf`
    MulF,
    /// `arith.divf`
    DivF,
    /// `arith.remf`
    RemF,
    /// `arith.maximumf`
    MaximumF,
    /// `arith.minimumf`
    MinimumF,
    /// `arith.maxnumf`
    MaxNumF,
    /// `arith.minnumf`
    MinNumF,
}

impl BinaryOp {
    /// Every binary operation.
    pub const ALL: [BinaryOp; 29] = [
        BinaryOp::AddI,
        BinaryOp::SubI,
        BinaryOp::MulI,
        BinaryOp::DivUI,
        BinaryOp::DivSI,
        BinaryOp::CeilDivUI,
        BinaryOp::CeilDivSI,
        BinaryOp::FloorDivSI,
        BinaryOp::RemUI,
        BinaryOp::RemSI,
        BinaryOp::AndI,
        BinaryOp::OrI,
        BinaryOp::XOrI,
        BinaryOp::ShLI,
        BinaryOp::ShRUI,
        BinaryOp::ShRSI,
        BinaryOp::MaxSI,
        BinaryOp::MaxUI,
        BinaryOp::MinSI,
        BinaryOp::MinUI,
        BinaryOp::AddF,
        BinaryOp::SubF,
        BinaryOp::MulF,
        BinaryOp::DivF,
        BinaryOp::RemF,
        BinaryOp::MaximumF,
        BinaryOp::MinimumF,
        BinaryOp::MaxNumF,
        BinaryOp::MinNumF,
    ];

    /// The operation name (`arith.addi`).
    pub fn name(self) -> &'static str {
        match self {
            BinaryOp::AddI => crate::arith::AddIOp::NAME,
            BinaryOp::SubI => crate::arith::SubIOp::NAME,
            BinaryOp::MulI => crate::arith::MulIOp::NAME,
            BinaryOp::DivUI => crate::arith::DivUIOp::NAME,
            BinaryOp::DivSI => crate::arith::DivSIOp::NAME,
            BinaryOp::CeilDivUI => crate::arith::CeilDivUIOp::NAME,
            BinaryOp::CeilDivSI => crate::arith::CeilDivSIOp::NAME,
            BinaryOp::FloorDivSI => crate::arith::FloorDivSIOp::NAME,
            BinaryOp::RemUI => crate::arith::RemUIOp::NAME,
            BinaryOp::RemSI => crate::arith::RemSIOp::NAME,
            BinaryOp::AndI => crate::arith::AndIOp::NAME,
            BinaryOp::OrI => crate::arith::OrIOp::NAME,
            BinaryOp::XOrI => crate::arith::XOrIOp::NAME,
            BinaryOp::ShLI => crate::arith::ShLIOp::NAME,
            BinaryOp::ShRUI => crate::arith::ShRUIOp::NAME,
            BinaryOp::ShRSI => crate::arith::ShRSIOp::NAME,
            BinaryOp::MaxSI => crate::arith::MaxSIOp::NAME,
            BinaryOp::MaxUI => crate::arith::MaxUIOp::NAME,
            BinaryOp::MinSI => crate::arith::MinSIOp::NAME,
            BinaryOp::MinUI => crate::arith::MinUIOp::NAME,
            BinaryOp::AddF => crate::arith::AddFOp::NAME,
            BinaryOp::SubF => crate::arith::SubFOp::NAME,
            BinaryOp::MulF => crate::arith::MulFOp::NAME,
            BinaryOp::DivF => crate::arith::DivFOp::NAME,
            BinaryOp::RemF => crate::arith::RemFOp::NAME,
            BinaryOp::MaximumF => crate::arith::MaximumFOp::NAME,
            BinaryOp::MinimumF => crate::arith::MinimumFOp::NAME,
            BinaryOp::MaxNumF => crate::arith::MaxNumFOp::NAME,
            BinaryOp::MinNumF => crate::arith::MinNumFOp::NAME,
        }
    }

    /// The operation of a name (`arith.addi`).
    pub fn from_name(name: &str) -> Option<BinaryOp> {
        BinaryOp::ALL.into_iter().find(|op| op.name() == name)
    }

    /// True for the float operations.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinaryOp::AddF
                | BinaryOp::SubF
                | BinaryOp::MulF
                | BinaryOp::DivF
                | BinaryOp::RemF
                | BinaryOp::MaximumF
                | BinaryOp::MinimumF
                | BinaryOp::MaxNumF
                | BinaryOp::MinNumF
        )
    }

    /// True for the integer divisions and remainders (undefined on a zero
    /// divisor).
    pub fn is_division(self) -> bool {
        matches!(
            self,
            BinaryOp::DivUI
                | BinaryOp::DivSI
                | BinaryOp::CeilDivUI
                | BinaryOp::CeilDivSI
                | BinaryOp::FloorDivSI
                | BinaryOp::RemUI
                | BinaryOp::RemSI
        )
    }
}

/// Evaluates `a op b` (same type for both) with the documented semantics.
pub fn eval_binary(op: BinaryOp, a: &Scalar, b: &Scalar, flags: Flags) -> Eval {
    if op.is_division() && b.is_poison() {
        return Err(Undefined::PoisonDivisor);
    }
    match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) if !op.is_float() => {
            if op.is_division() && b.is_zero() {
                return Err(Undefined::DivisionByZero);
            }
            Ok(eval_int_binary(op, a, b, flags)?)
        }
        (Scalar::Float(a), Scalar::Float(b))
            if flags.compiled
                && matches!(op, BinaryOp::MaxNumF | BinaryOp::MinNumF)
                && !a.is_nan()
                && !b.is_nan() =>
        {
            // equal operands (+0, -0): the first one
            let second = if op == BinaryOp::MaxNumF {
                b.compare(a) == Some(std::cmp::Ordering::Greater)
            } else {
                b.compare(a) == Some(std::cmp::Ordering::Less)
            };
            Ok(Scalar::Float(if second { *b } else { *a }))
        }
        (Scalar::Float(a), Scalar::Float(b)) if op.is_float() => {
            let r = eval_float_binary(op, a, b, flags.rm());
            Ok(float_result(if flags.compiled {
                x86_default_nan(r, &[a, b])
            } else {
                r
            }))
        }
        (Scalar::Poison, _) | (_, Scalar::Poison) => Ok(Scalar::Poison),
        _ => panic!("{} applied to operands of the wrong kind", op.name()),
    }
}

fn poison_if(cond: bool, v: APInt) -> Scalar {
    if cond {
        Scalar::Poison
    } else {
        Scalar::Int(v)
    }
}

fn eval_int_binary(op: BinaryOp, a: &APInt, b: &APInt, flags: Flags) -> Eval {
    debug_assert_eq!(a.width(), b.width(), "{}: operand widths differ", op.name());
    let w = a.width();
    Ok(match op {
        BinaryOp::AddI => {
            let (r, so) = sadd_ov(a, b);
            let (_, uo) = uadd_ov(a, b);
            poison_if((flags.nsw && so) || (flags.nuw && uo), r)
        }
        BinaryOp::SubI => {
            let (r, so) = ssub_ov(a, b);
            let (_, uo) = usub_ov(a, b);
            poison_if((flags.nsw && so) || (flags.nuw && uo), r)
        }
        BinaryOp::MulI => {
            let (r, so) = smul_ov(a, b);
            let (_, uo) = umul_ov(a, b);
            poison_if((flags.nsw && so) || (flags.nuw && uo), r)
        }
        BinaryOp::DivUI => {
            let q = a.udiv(b).ok_or(Undefined::DivisionByZero)?;
            let inexact = flags.exact && !a.urem(b).is_some_and(|r| r.is_zero());
            poison_if(inexact, q)
        }
        BinaryOp::DivSI => {
            if is_min_signed(a) && b.is_all_ones() {
                return Err(Undefined::DivisionOverflow);
            }
            let q = a.sdiv(b).ok_or(Undefined::DivisionByZero)?;
            let inexact = flags.exact && !a.srem(b).is_some_and(|r| r.is_zero());
            poison_if(inexact, q)
        }
        BinaryOp::CeilDivUI => {
            if b.is_zero() {
                return Err(Undefined::DivisionByZero);
            }
            Scalar::Int(uceildiv(a, b))
        }
        BinaryOp::CeilDivSI | BinaryOp::FloorDivSI => {
            if b.is_zero() {
                return Err(Undefined::DivisionByZero);
            }
            if is_min_signed(a) && b.is_all_ones() {
                return Err(Undefined::DivisionOverflow);
            }
            Scalar::Int(if op == BinaryOp::CeilDivSI {
                sceildiv(a, b)
            } else {
                sfloordiv(a, b)
            })
        }
        BinaryOp::RemUI => Scalar::Int(a.urem(b).ok_or(Undefined::DivisionByZero)?),
        // `MIN % -1` is 0 (the remainder does not overflow).
        BinaryOp::RemSI => Scalar::Int(a.srem(b).ok_or(Undefined::DivisionByZero)?),
        BinaryOp::AndI => Scalar::Int(a.and(b)),
        BinaryOp::OrI => Scalar::Int(a.or(b)),
        BinaryOp::XOrI => Scalar::Int(a.xor(b)),
        BinaryOp::ShLI => {
            let s = shift_amount(b);
            if s >= w {
                return Ok(Scalar::Poison);
            }
            let r = a.shl(s);
            let nuw_ov = r.lshr(s) != *a;
            let nsw_ov = r.ashr(s) != *a;
            poison_if((flags.nsw && nsw_ov) || (flags.nuw && nuw_ov), r)
        }
        BinaryOp::ShRUI | BinaryOp::ShRSI => {
            let s = shift_amount(b);
            if s >= w {
                return Ok(Scalar::Poison);
            }
            let r = if op == BinaryOp::ShRUI {
                a.lshr(s)
            } else {
                a.ashr(s)
            };
            let lost = s > 0 && a.trailing_zeros() < s;
            poison_if(flags.exact && lost, r)
        }
        BinaryOp::MaxSI => Scalar::Int(if a.scmp(b) == Ordering::Less { b } else { a }.clone()),
        BinaryOp::MaxUI => Scalar::Int(if a.ucmp(b) == Ordering::Less { b } else { a }.clone()),
        BinaryOp::MinSI => Scalar::Int(if b.scmp(a) == Ordering::Less { b } else { a }.clone()),
        BinaryOp::MinUI => Scalar::Int(if b.ucmp(a) == Ordering::Less { b } else { a }.clone()),
        _ => unreachable!("float operation {}", op.name()),
    })
}

/// `r` with x86's default NaN (negative, quiet) in place of the positive
/// one IEEE arithmetic (APFloat) produces for an invalid operation, i.e. a
/// NaN result of operands none of which is a NaN.
pub fn x86_default_nan(r: APFloat, operands: &[&APFloat]) -> APFloat {
    if r.is_nan() && !r.is_negative() && !operands.iter().any(|o| o.is_nan()) {
        r.neg()
    } else {
        r
    }
}

/// A float result: poison when it is an infinity or NaN of a finite-only
/// format (`f6*`, `f4*`), which has no encoding for it.
pub fn float_result(f: APFloat) -> Scalar {
    if (f.is_nan() || f.is_inf())
        && f.semantics().non_finite_behavior() == NonFiniteBehavior::FiniteOnly
    {
        Scalar::Poison
    } else {
        Scalar::Float(f)
    }
}

/// The float binary operations (IEEE 754 with LLVM's `APFloat`).
pub fn eval_float_binary(op: BinaryOp, a: &APFloat, b: &APFloat, rm: RoundingMode) -> APFloat {
    match op {
        BinaryOp::AddF => a.add(b, rm).0,
        BinaryOp::SubF => a.sub(b, rm).0,
        BinaryOp::MulF => a.mul(b, rm).0,
        BinaryOp::DivF => a.div(b, rm).0,
        // C `fmod`: exact, with the sign of the dividend.
        BinaryOp::RemF => a.rem(b).0,
        BinaryOp::MaximumF => a.maximum(b),
        BinaryOp::MinimumF => a.minimum(b),
        // "If one of the arguments is NaN, then the result is the other
        // argument" (signalling NaNs included, unlike LLVM's `maxnum`).
        BinaryOp::MaxNumF | BinaryOp::MinNumF if a.is_nan() => *b,
        BinaryOp::MaxNumF | BinaryOp::MinNumF if b.is_nan() => *a,
        BinaryOp::MaxNumF => a.maxnum(b),
        BinaryOp::MinNumF => a.minnum(b),
        _ => unreachable!("integer operation {}", op.name()),
    }
}

/// `arith.negf`: flips the sign (of NaNs too).
pub fn eval_negf(a: &Scalar) -> Scalar {
    match a {
        Scalar::Float(f) => float_result(f.neg()),
        _ => Scalar::Poison,
    }
}

// ---------------------------------------------------------- extended results

/// `arith.addui_extended`: the wrapped sum and the `i1` carry.
pub fn eval_addui_extended(a: &Scalar, b: &Scalar) -> (Scalar, Scalar) {
    match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => {
            let (s, ov) = uadd_ov(a, b);
            (Scalar::Int(s), Scalar::bool(ov))
        }
        _ => (Scalar::Poison, Scalar::Poison),
    }
}

/// `arith.mulsi_extended`: the low and high halves of the signed product.
pub fn eval_mulsi_extended(a: &Scalar, b: &Scalar) -> (Scalar, Scalar) {
    match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => (Scalar::Int(a.mul(b)), Scalar::Int(mulhs(a, b))),
        _ => (Scalar::Poison, Scalar::Poison),
    }
}

/// `arith.mului_extended`: the low and high halves of the unsigned product.
pub fn eval_mului_extended(a: &Scalar, b: &Scalar) -> (Scalar, Scalar) {
    match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => (Scalar::Int(a.mul(b)), Scalar::Int(mulhu(a, b))),
        _ => (Scalar::Poison, Scalar::Poison),
    }
}

// -------------------------------------------------------------- comparisons

/// `arith.cmpi` predicates (`Arith_CmpIPredicateAttr` values).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CmpIPredicate {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}

impl CmpIPredicate {
    /// All predicates in value order.
    pub const ALL: [CmpIPredicate; 10] = [
        CmpIPredicate::Eq,
        CmpIPredicate::Ne,
        CmpIPredicate::Slt,
        CmpIPredicate::Sle,
        CmpIPredicate::Sgt,
        CmpIPredicate::Sge,
        CmpIPredicate::Ult,
        CmpIPredicate::Ule,
        CmpIPredicate::Ugt,
        CmpIPredicate::Uge,
    ];

    /// The predicate with attribute value `v`.
    pub fn from_value(v: u64) -> Option<CmpIPredicate> {
        CmpIPredicate::ALL.get(usize::try_from(v).ok()?).copied()
    }

    /// The predicate for swapped operands (`a < b` ⇔ `b > a`).
    pub fn swapped(self) -> CmpIPredicate {
        use CmpIPredicate::*;
        match self {
            Eq => Eq,
            Ne => Ne,
            Slt => Sgt,
            Sgt => Slt,
            Sle => Sge,
            Sge => Sle,
            Ult => Ugt,
            Ugt => Ult,
            Ule => Uge,
            Uge => Ule,
        }
    }

    /// The result for two equal operands.
    pub fn holds_for_equal(self) -> bool {
        use CmpIPredicate::*;
        matches!(self, Eq | Sle | Sge | Ule | Uge)
    }

    /// Applies the predicate.
    pub fn apply(self, a: &APInt, b: &APInt) -> bool {
        use CmpIPredicate::*;
        match self {
            Eq => a == b,
            Ne => a != b,
            Slt => a.scmp(b) == Ordering::Less,
            Sle => a.scmp(b) != Ordering::Greater,
            Sgt => a.scmp(b) == Ordering::Greater,
            Sge => a.scmp(b) != Ordering::Less,
            Ult => a.ucmp(b) == Ordering::Less,
            Ule => a.ucmp(b) != Ordering::Greater,
            Ugt => a.ucmp(b) == Ordering::Greater,
            Uge => a.ucmp(b) != Ordering::Less,
        }
    }
}

/// `arith.cmpf` predicates (`Arith_CmpFPredicateAttr` values).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CmpFPredicate {
    AlwaysFalse = 0,
    Oeq = 1,
    Ogt = 2,
    Oge = 3,
    Olt = 4,
    Ole = 5,
    One = 6,
    Ord = 7,
    Ueq = 8,
    Ugt = 9,
    Uge = 10,
    Ult = 11,
    Ule = 12,
    Une = 13,
    Uno = 14,
    AlwaysTrue = 15,
}

impl CmpFPredicate {
    /// All predicates in value order.
    pub const ALL: [CmpFPredicate; 16] = [
        CmpFPredicate::AlwaysFalse,
        CmpFPredicate::Oeq,
        CmpFPredicate::Ogt,
        CmpFPredicate::Oge,
        CmpFPredicate::Olt,
        CmpFPredicate::Ole,
        CmpFPredicate::One,
        CmpFPredicate::Ord,
        CmpFPredicate::Ueq,
        CmpFPredicate::Ugt,
        CmpFPredicate::Uge,
        CmpFPredicate::Ult,
        CmpFPredicate::Ule,
        CmpFPredicate::Une,
        CmpFPredicate::Uno,
        CmpFPredicate::AlwaysTrue,
    ];

    /// The predicate with attribute value `v`.
    pub fn from_value(v: u64) -> Option<CmpFPredicate> {
        CmpFPredicate::ALL.get(usize::try_from(v).ok()?).copied()
    }

    /// Applies the predicate (IEEE comparison; `u*` predicates also hold
    /// when a NaN is involved).
    pub fn apply(self, a: &APFloat, b: &APFloat) -> bool {
        use CmpFPredicate::*;
        let c = a.compare(b);
        let (lt, eq, gt, un) = (
            c == Some(Ordering::Less),
            c == Some(Ordering::Equal),
            c == Some(Ordering::Greater),
            c.is_none(),
        );
        match self {
            AlwaysFalse => false,
            Oeq => eq,
            Ogt => gt,
            Oge => gt || eq,
            Olt => lt,
            Ole => lt || eq,
            One => !un && !eq,
            Ord => !un,
            Ueq => un || eq,
            Ugt => un || gt,
            Uge => un || gt || eq,
            Ult => un || lt,
            Ule => un || lt || eq,
            Une => !eq,
            Uno => un,
            AlwaysTrue => true,
        }
    }
}

/// `arith.cmpi` on scalars (`i1` result).
pub fn eval_cmpi(pred: CmpIPredicate, a: &Scalar, b: &Scalar) -> Scalar {
    match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => Scalar::bool(pred.apply(a, b)),
        _ => Scalar::Poison,
    }
}

/// `arith.cmpf` on scalars (`i1` result).
pub fn eval_cmpf(pred: CmpFPredicate, a: &Scalar, b: &Scalar) -> Scalar {
    match (a, b) {
        (Scalar::Float(a), Scalar::Float(b)) => Scalar::bool(pred.apply(a, b)),
        _ => Scalar::Poison,
    }
}

/// `arith.select` on scalars: the chosen operand (even if the other one is
/// poison); poison when the condition is.
pub fn eval_select(cond: &Scalar, t: &Scalar, f: &Scalar) -> Scalar {
    match cond {
        Scalar::Int(c) if !c.is_zero() => t.clone(),
        Scalar::Int(_) => f.clone(),
        _ => Scalar::Poison,
    }
}

// -------------------------------------------------------------------- casts

/// The cast operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    /// `arith.extui`
    ExtUI,
    /// `arith.extsi`
    ExtSI,
    /// `arith.trunci`
    TruncI,
    /// `arith.extf`
    ExtF,
    /// `arith.truncf`
    TruncF,
    /// `arith.uitofp`
    UIToFP,
    /// `arith.sitofp`
    SIToFP,
    /// `arith.fptoui`
    FPToUI,
    /// `arith.fptosi`
    FPToSI,
    /// `arith.index_cast`
    IndexCast,
    /// `arith.index_castui`
    IndexCastUI,
    /// `arith.bitcast`
    Bitcast,
}

impl CastOp {
    /// Every cast.
    pub const ALL: [CastOp; 12] = [
        CastOp::ExtUI,
        CastOp::ExtSI,
        CastOp::TruncI,
        CastOp::ExtF,
        CastOp::TruncF,
        CastOp::UIToFP,
        CastOp::SIToFP,
        CastOp::FPToUI,
        CastOp::FPToSI,
        CastOp::IndexCast,
        CastOp::IndexCastUI,
        CastOp::Bitcast,
    ];

    /// The operation name (`arith.extui`).
    pub fn name(self) -> &'static str {
        match self {
            CastOp::ExtUI => crate::arith::ExtUIOp::NAME,
            CastOp::ExtSI => crate::arith::ExtSIOp::NAME,
            CastOp::TruncI => crate::arith::TruncIOp::NAME,
            CastOp::ExtF => crate::arith::ExtFOp::NAME,
            CastOp::TruncF => crate::arith::TruncFOp::NAME,
            CastOp::UIToFP => crate::arith::UIToFPOp::NAME,
            CastOp::SIToFP => crate::arith::SIToFPOp::NAME,
            CastOp::FPToUI => crate::arith::FPToUIOp::NAME,
            CastOp::FPToSI => crate::arith::FPToSIOp::NAME,
            CastOp::IndexCast => crate::arith::IndexCastOp::NAME,
            CastOp::IndexCastUI => crate::arith::IndexCastUIOp::NAME,
            CastOp::Bitcast => crate::arith::BitcastOp::NAME,
        }
    }

    /// The operation of a name.
    pub fn from_name(name: &str) -> Option<CastOp> {
        CastOp::ALL.into_iter().find(|op| op.name() == name)
    }
}

/// Converts a float to another format: `None` when the value is infinite or
/// NaN and the target has no such values (`f6*`/`f4*` formats are finite
/// only; infinities of NaN-only formats become NaN, as LLVM converts them).
/// A NaN stays a NaN (LLVM turns the payload-less `f8E8M0FNU` NaN into an
/// infinity of wider formats; this gives the default quiet NaN instead).
pub fn convert_float(a: &APFloat, to: FloatSemantics, rm: RoundingMode) -> Option<APFloat> {
    if (a.is_nan() || a.is_inf()) && to.non_finite_behavior() == NonFiniteBehavior::FiniteOnly {
        return None;
    }
    let r = a.convert(to, rm).0;
    if a.is_nan() && !APFloat::from_bits(to, r.bits()).is_nan() {
        return Some(APFloat::qnan(to, a.is_negative()));
    }
    Some(r)
}

/// Evaluates a cast of `a` to a value of type `to`.
pub fn eval_cast(op: CastOp, a: &Scalar, to: ScalarType, flags: Flags) -> Scalar {
    let a = match a {
        Scalar::Poison => return Scalar::Poison,
        a => a,
    };
    match (op, a, to) {
        (CastOp::ExtUI, Scalar::Int(v), ScalarType::Int(w)) => Scalar::Int(v.zext_or_trunc(w)),
        (CastOp::ExtSI, Scalar::Int(v), ScalarType::Int(w)) => Scalar::Int(v.sext_or_trunc(w)),
        (CastOp::TruncI, Scalar::Int(v), ScalarType::Int(w)) => {
            let r = v.zext_or_trunc(w);
            let nuw_ov = r.zext_or_trunc(v.width()) != *v;
            let nsw_ov = r.sext_or_trunc(v.width()) != *v;
            poison_if((flags.nuw && nuw_ov) || (flags.nsw && nsw_ov), r)
        }
        (CastOp::IndexCast, Scalar::Int(v), ScalarType::Int(w)) => Scalar::Int(v.sext_or_trunc(w)),
        (CastOp::IndexCastUI, Scalar::Int(v), ScalarType::Int(w)) => {
            Scalar::Int(v.zext_or_trunc(w))
        }
        (CastOp::ExtF, Scalar::Float(f), ScalarType::Float(s))
        | (CastOp::TruncF, Scalar::Float(f), ScalarType::Float(s)) => {
            convert_float(f, s, flags.rm()).map_or(Scalar::Poison, float_result)
        }
        (CastOp::UIToFP | CastOp::SIToFP, Scalar::Int(v), ScalarType::Float(s)) => {
            let signed = op == CastOp::SIToFP;
            let (f, _) = APFloat::from_apint(
                s,
                &v.to_biguint(),
                v.width(),
                signed,
                RoundingMode::NearestTiesToEven,
            );
            float_result(f)
        }
        (CastOp::FPToUI | CastOp::FPToSI, Scalar::Float(f), ScalarType::Int(w)) => {
            let (v, st, _) =
                f.convert_to_integer(w, op == CastOp::FPToSI, RoundingMode::TowardZero);
            if st.invalid_op() {
                Scalar::Poison
            } else {
                Scalar::Int(APInt::from_bigint(w, &v))
            }
        }
        (CastOp::Bitcast, a, to) => bitcast(a, to),
        _ => panic!("{} applied to an operand of the wrong kind", op.name()),
    }
}

/// The bits of a value reinterpreted as type `to` (same width).
pub fn bitcast(a: &Scalar, to: ScalarType) -> Scalar {
    let bits = match a {
        Scalar::Int(v) => v.clone(),
        Scalar::Float(f) => float_bits(f),
        Scalar::Poison => return Scalar::Poison,
    };
    match to {
        ScalarType::Int(w) => Scalar::Int(bits.zext_or_trunc(w)),
        ScalarType::Float(s) => Scalar::Float(float_from_bits(s, &bits)),
    }
}

/// A float's encoding as an integer of the format's width (LLVM's
/// `bitcastToAPInt`).
pub fn float_bits(f: &APFloat) -> APInt {
    let b = f.bits();
    APInt::from_words(f.semantics().bit_width(), &[b as u64, (b >> 64) as u64])
}

/// The float with the encoding `bits`.
pub fn float_from_bits(s: FloatSemantics, bits: &APInt) -> APFloat {
    let w = bits.words();
    let b = w[0] as u128 | ((w.get(1).copied().unwrap_or(0) as u128) << 64);
    APFloat::from_bits(s, b)
}

/// The scale of `scaling_extf`/`scaling_truncf` as a float of format `to`:
/// scales of 16 bits or more are first truncated to `f8E8M0FNU` (MLIR's
/// expansion of these ops), then the scale is converted to `to`.
fn scale_as(scale: &APFloat, to: FloatSemantics) -> Option<APFloat> {
    let mut s = *scale;
    if s.semantics().bit_width() >= 16 {
        s = convert_float(
            &s,
            FloatSemantics::F8E8M0FNU,
            RoundingMode::NearestTiesToEven,
        )?;
    }
    convert_float(&s, to, RoundingMode::NearestTiesToEven)
}

/// `arith.scaling_extf`: `extf(in) * extf(scale)` in the result format (the
/// scale first truncated to `f8E8M0FNU` when it has 16 bits or more), as
/// MLIR's `arith-expand` lowers it. NaN in either operand gives NaN.
pub fn eval_scaling_extf(input: &Scalar, scale: &Scalar, to: FloatSemantics) -> Scalar {
    let (Scalar::Float(x), Scalar::Float(s)) = (input, scale) else {
        return Scalar::Poison;
    };
    let (Some(x), Some(s)) = (
        convert_float(x, to, RoundingMode::NearestTiesToEven),
        scale_as(s, to),
    ) else {
        return Scalar::Poison;
    };
    float_result(x.mul(&s, RoundingMode::NearestTiesToEven).0)
}

/// `arith.scaling_truncf`: `truncf(in / extf(scale))` (the scale first
/// truncated to `f8E8M0FNU` when it has 16 bits or more), the division in
/// the input format, the truncation with the op's rounding mode.
pub fn eval_scaling_truncf(
    input: &Scalar,
    scale: &Scalar,
    to: FloatSemantics,
    flags: Flags,
) -> Scalar {
    let (Scalar::Float(x), Scalar::Float(s)) = (input, scale) else {
        return Scalar::Poison;
    };
    let Some(s) = scale_as(s, x.semantics()) else {
        return Scalar::Poison;
    };
    let q = x.div(&s, RoundingMode::NearestTiesToEven).0;
    convert_float(&q, to, flags.rm()).map_or(Scalar::Poison, float_result)
}

// ------------------------------------------------------------ IR constants

/// The integer value of an enum attribute: an integer attribute, a dialect
/// enum attribute (`#arith.overflow<nsw>` registered), or the opaque form
/// of a known bit enum (`overflow`, `fastmath`) when `arith`'s attributes
/// are not registered.
pub fn enum_value(ctx: &Context, attr: Attribute) -> Option<u64> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value.to_u64(),
        AttrKind::Dialect { params, .. } => match ctx.attr_kind(params.first().copied()??) {
            AttrKind::Integer { value, .. } => value.to_u64(),
            _ => None,
        },
        AttrKind::Opaque { dialect, data, .. } if ctx.str(*dialect) == b"arith" => {
            let text = std::str::from_utf8(ctx.str(*data)).ok()?;
            let (mnemonic, rest) = text.split_once('<')?;
            let body = rest.strip_suffix('>')?;
            let bits: &[(&str, u64)] = match mnemonic {
                "overflow" => &[("none", 0), ("nsw", 1), ("nuw", 2)],
                "fastmath" => &[
                    ("none", 0),
                    ("reassoc", 1),
                    ("nnan", 2),
                    ("ninf", 4),
                    ("nsz", 8),
                    ("arcp", 16),
                    ("contract", 32),
                    ("afn", 64),
                    ("fast", 127),
                ],
                _ => return None,
            };
            body.split(',').try_fold(0u64, |acc, k| {
                let k = k.trim();
                bits.iter().find(|(n, _)| *n == k).map(|(_, v)| acc | v)
            })
        }
        _ => None,
    }
}

/// True for `#ub.poison` (see [`crate::ub::is_poison`]).
pub fn is_poison_attr(ctx: &Context, attr: Attribute) -> bool {
    crate::ub::is_poison(ctx, attr)
}

/// A constant operand or result: one scalar of a type, or the elements of
/// a `dense<...>` attribute of a vector or tensor type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Constant {
    /// `#ub.poison` (of any type).
    Poison,
    /// An integer or float attribute.
    Scalar {
        /// The attribute's type.
        ty: Type,
        /// Its value.
        value: Scalar,
    },
    /// A `dense<...>` attribute.
    Elements {
        /// The shaped type.
        ty: Type,
        /// Its element type.
        elem: ScalarType,
        /// True when every element is equal (one value stored).
        splat: bool,
        /// The values (one when `splat`).
        values: Vec<Scalar>,
    },
}

/// Number of bytes one element of scalar type `t` takes in a dense
/// attribute (`i1` takes a byte).
fn elem_bytes(t: ScalarType) -> usize {
    (t.width() as usize).div_ceil(8).max(1)
}

fn decode_elem(t: ScalarType, bytes: &[u8]) -> Scalar {
    match t {
        ScalarType::Int(w) => Scalar::Int(APInt::from_le_bytes(w, bytes)),
        ScalarType::Float(s) => Scalar::Float(float_from_bits(
            s,
            &APInt::from_le_bytes(s.bit_width(), bytes),
        )),
    }
}

fn encode_elem(v: &Scalar, t: ScalarType, out: &mut Vec<u8>) -> Option<()> {
    let n = elem_bytes(t);
    match (v, t) {
        (Scalar::Int(i), ScalarType::Int(w)) if i.width() == w => i.write_le_bytes(out, n),
        (Scalar::Float(f), ScalarType::Float(s)) if f.semantics() == s => {
            float_bits(f).write_le_bytes(out, n)
        }
        _ => return None,
    }
    Some(())
}

impl Constant {
    /// Decodes an attribute: integer, float, `#ub.poison`, or `dense<...>`
    /// of integers, indices or floats. `None` for anything else.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<Constant> {
        if is_poison_attr(ctx, attr) {
            return Some(Constant::Poison);
        }
        match ctx.attr_kind(attr) {
            AttrKind::Integer { ty, value } => Some(Constant::Scalar {
                ty: *ty,
                value: Scalar::Int(value.clone()),
            }),
            AttrKind::Float { ty, value } => Some(Constant::Scalar {
                ty: *ty,
                value: Scalar::Float(**value),
            }),
            AttrKind::DenseIntOrFP { ty, data, splat } => {
                let elem = ScalarType::of(ctx, ctx.element_type(*ty)?)?;
                let n = elem_bytes(elem);
                let values = data.chunks(n).map(|c| decode_elem(elem, c)).collect();
                Some(Constant::Elements {
                    ty: *ty,
                    elem,
                    splat: *splat,
                    values,
                })
            }
            _ => None,
        }
    }

    /// The type of a typed constant (`None` for poison).
    pub fn ty(&self) -> Option<Type> {
        match self {
            Constant::Poison => None,
            Constant::Scalar { ty, .. } | Constant::Elements { ty, .. } => Some(*ty),
        }
    }

    /// The value of a scalar or splat constant.
    pub fn splat_value(&self) -> Option<&Scalar> {
        match self {
            Constant::Scalar { value, .. } => Some(value),
            Constant::Elements {
                splat: true,
                values,
                ..
            } => values.first(),
            _ => None,
        }
    }

    /// Number of elements (1 for a scalar).
    pub fn len(&self, ctx: &Context) -> usize {
        match self {
            Constant::Elements { ty, .. } => ctx.num_elements(*ty).unwrap_or(0).max(0) as usize,
            _ => 1,
        }
    }

    /// True for an elements constant without elements.
    pub fn is_empty(&self, ctx: &Context) -> bool {
        self.len(ctx) == 0
    }

    /// Element `i` (splats repeat their value).
    pub fn element(&self, i: usize) -> Option<&Scalar> {
        match self {
            Constant::Scalar { value, .. } => Some(value),
            Constant::Elements {
                splat: true,
                values,
                ..
            } => values.first(),
            Constant::Elements { values, .. } => values.get(i),
            Constant::Poison => None,
        }
    }
}

/// The attribute for scalar `v` of type `ty` (`#ub.poison` is not built
/// here: `None` for poison).
pub fn scalar_attr(ctx: &mut Context, ty: Type, v: &Scalar) -> Option<Attribute> {
    match (v, ScalarType::of(ctx, ty)?) {
        (Scalar::Int(i), ScalarType::Int(w)) if i.width() == w => {
            Some(ctx.integer_attr(ty, i.clone()))
        }
        (Scalar::Float(f), ScalarType::Float(s)) if f.semantics() == s => {
            Some(ctx.float_attr(ty, *f))
        }
        _ => None,
    }
}

/// A splat `dense<v>` of a vector or tensor type, static or not: what
/// MLIR's `getZeroAttr`/`getBoolAttribute` build (its release builds do
/// not reject a dynamic shape, so `cmpi eq, %x, %x : tensor<?xi32>` folds
/// to `dense<true> : tensor<?xi1>`). Elementwise constant folding uses
/// [`dense_attr`], which needs a static shape.
pub fn splat_attr_any_shape(ctx: &mut Context, ty: Type, value: &Scalar) -> Option<Attribute> {
    if !matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }
    ) {
        return None;
    }
    if ctx.num_elements(ty).is_some() {
        return dense_attr(ctx, ty, std::slice::from_ref(value));
    }
    let elem = ScalarType::of(ctx, ctx.element_type(ty)?)?;
    let mut data = Vec::with_capacity(elem_bytes(elem));
    encode_elem(value, elem, &mut data)?;
    Some(ctx.intern_attr(ods::ir::AttrKind::DenseIntOrFP {
        ty,
        data: data.into(),
        splat: true,
    }))
}

/// A `dense<...>` attribute of shaped type `ty` with the given elements (one
/// value for a splat), detecting splats as MLIR's `DenseElementsAttr::get`
/// does. `None` when `ty` is not a statically shaped vector or tensor of
/// integers or floats, or a value does not fit the element type.
pub fn dense_attr(ctx: &mut Context, ty: Type, values: &[Scalar]) -> Option<Attribute> {
    if !matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }
    ) {
        return None;
    }
    let n = match ctx.num_elements(ty) {
        Some(n) if n >= 0 => n,
        _ => return None,
    };
    let elem = ScalarType::of(ctx, ctx.element_type(ty)?)?;
    let values: &[Scalar] = if n == 0 {
        &[]
    } else if values.len() == 1 || values.len() == n as usize {
        values
    } else {
        return None;
    };
    let size = elem_bytes(elem);
    let mut data = Vec::with_capacity(values.len() * size);
    for v in values {
        encode_elem(v, elem, &mut data)?;
    }
    let splat = n >= 1 && data.chunks(size).all(|c| c == &data[..size]);
    if splat {
        data.truncate(size);
    }
    if n == 0 {
        data.clear();
    }
    Some(ctx.intern_attr(AttrKind::DenseIntOrFP {
        ty,
        data: data.into(),
        splat,
    }))
}

/// The attribute of a constant of type `ty` holding `values` (one value: a
/// scalar attribute for a scalar type, a splat for a shaped type).
pub fn constant_attr(ctx: &mut Context, ty: Type, values: &[Scalar]) -> Option<Attribute> {
    if ScalarType::of(ctx, ty).is_some() {
        match values {
            [v] => scalar_attr(ctx, ty, v),
            _ => None,
        }
    } else {
        dense_attr(ctx, ty, values)
    }
}

/// Applies `f` to each element of `a` and `b` (scalars, or dense elements
/// of the same type; splats combine once), building a constant of type
/// `result_ty`. `Ok(None)` when the operands are not both such constants of
/// the same type or some result is poison (a poison element cannot be
/// stored in a dense attribute); poison operands give `Ok(None)` too.
pub fn map_binary(
    ctx: &mut Context,
    a: Attribute,
    b: Attribute,
    result_ty: Type,
    f: &mut dyn FnMut(&Scalar, &Scalar) -> Eval,
) -> Result<Option<Attribute>, Undefined> {
    let (Some(ca), Some(cb)) = (Constant::from_attr(ctx, a), Constant::from_attr(ctx, b)) else {
        return Ok(None);
    };
    if ca.ty().is_none() || ca.ty() != cb.ty() {
        return Ok(None);
    }
    let both_splat = matches!(
        (&ca, &cb),
        (
            Constant::Elements { splat: true, .. },
            Constant::Elements { splat: true, .. }
        )
    ) || matches!(ca, Constant::Scalar { .. });
    let n = if both_splat { 1 } else { ca.len(ctx) };
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let (Some(x), Some(y)) = (ca.element(i), cb.element(i)) else {
            return Ok(None);
        };
        let r = f(x, y)?;
        if r.is_poison() {
            return Ok(None);
        }
        out.push(r);
    }
    Ok(constant_attr(ctx, result_ty, &out))
}

/// [`map_binary`] for one operand.
pub fn map_unary(
    ctx: &mut Context,
    a: Attribute,
    result_ty: Type,
    f: &mut dyn FnMut(&Scalar) -> Scalar,
) -> Option<Attribute> {
    let ca = Constant::from_attr(ctx, a)?;
    let n = match &ca {
        Constant::Poison => return None,
        Constant::Scalar { .. } | Constant::Elements { splat: true, .. } => 1,
        Constant::Elements { .. } => ca.len(ctx),
    };
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let r = f(ca.element(i)?);
        if r.is_poison() {
            return None;
        }
        out.push(r);
    }
    constant_attr(ctx, result_ty, &out)
}

/// Evaluates a binary operation on constant attributes elementwise (the
/// result has the operands' type). `Ok(None)` when an operand is not a
/// constant this module understands or a result element is poison (use
/// the scalar functions to see poison).
pub fn eval_elementwise_binary(
    ctx: &mut Context,
    op: BinaryOp,
    a: Attribute,
    b: Attribute,
    flags: Flags,
) -> Result<Option<Attribute>, Undefined> {
    let Some(ty) = ctx.attr_type(a) else {
        return Ok(None);
    };
    map_binary(ctx, a, b, ty, &mut |x, y| eval_binary(op, x, y, flags))
}

/// Evaluates a cast on a constant attribute elementwise into type `to`.
pub fn eval_elementwise_cast(
    ctx: &mut Context,
    op: CastOp,
    a: Attribute,
    to: Type,
    flags: Flags,
) -> Option<Attribute> {
    let elem = ScalarType::of(ctx, ctx.element_type(to).unwrap_or(to))?;
    map_unary(ctx, a, to, &mut |x| eval_cast(op, x, elem, flags))
}

// ------------------------------------------------------------ whole operations

impl Constant {
    /// The attribute of this constant (`#ub.poison` for [`Constant::Poison`]);
    /// `None` when some element (not all) is poison, which no attribute
    /// represents.
    pub fn to_attr(&self, ctx: &mut Context) -> Option<Attribute> {
        match self {
            Constant::Poison => Some(crate::ub::poison_attr(ctx)),
            Constant::Scalar {
                value: Scalar::Poison,
                ..
            } => Some(crate::ub::poison_attr(ctx)),
            Constant::Scalar { ty, value } => scalar_attr(ctx, *ty, value),
            Constant::Elements { ty, values, .. } => {
                if !values.is_empty() && values.iter().all(Scalar::is_poison) {
                    return Some(crate::ub::poison_attr(ctx));
                }
                dense_attr(ctx, *ty, values)
            }
        }
    }

    /// The constant of type `ty` holding `values` (one per element; a
    /// scalar type takes one value).
    pub fn of(ctx: &Context, ty: Type, values: Vec<Scalar>) -> Option<Constant> {
        if ScalarType::of(ctx, ty).is_some() {
            let [value] = <[Scalar; 1]>::try_from(values).ok()?;
            return Some(Constant::Scalar { ty, value });
        }
        let elem = ScalarType::of(ctx, ctx.element_type(ty)?)?;
        Some(Constant::Elements {
            ty,
            elem,
            splat: false,
            values,
        })
    }

    /// The values of the `n` elements (a whole poison is `n` poisons; a
    /// splat repeats its value).
    pub fn elements(&self, n: usize) -> Vec<Scalar> {
        match self {
            Constant::Poison => vec![Scalar::Poison; n],
            Constant::Scalar { value, .. } => vec![value.clone(); n],
            Constant::Elements {
                splat: true,
                values,
                ..
            } => vec![values[0].clone(); n],
            Constant::Elements { values, .. } => values.clone(),
        }
    }
}

/// Number of elements of a value of type `ty` (1 for scalars; `None` for
/// dynamic shapes).
fn element_count(ctx: &Context, ty: Type) -> Option<usize> {
    if ScalarType::of(ctx, ty).is_some() {
        return Some(1);
    }
    usize::try_from(ctx.num_elements(ty)?).ok()
}

/// The flags of an op: `overflowFlags` (`nsw` = 1, `nuw` = 2), `isExact`
/// and `roundingmode`.
pub fn op_flags(ctx: &Context, op: ods::ir::Operation) -> Flags {
    let ovf = ctx
        .attr(op, "overflowFlags")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0);
    Flags {
        nsw: ovf & 1 != 0,
        nuw: ovf & 2 != 0,
        exact: ctx.attr(op, "isExact").is_some(),
        rounding: ctx
            .attr(op, "roundingmode")
            .and_then(|a| enum_value(ctx, a))
            .and_then(rounding_mode_from_arith),
        compiled: false,
    }
}

/// Evaluates an `arith` operation (or `arith.constant` / `ub.poison`) on
/// constant operands with the documented semantics, one [`Constant`] per
/// result; element results may be poison. `None` for an operation this
/// module does not know or operands that do not fit it; `Err` for
/// immediate undefined behaviour (on any element).
pub fn eval_op(
    ctx: &Context,
    op: ods::ir::Operation,
    operands: &[Constant],
) -> Option<Result<Vec<Constant>, Undefined>> {
    eval_op_with_flags(ctx, op, operands, op_flags(ctx, op))
}

/// [`eval_op`] with `flags` in place of the op's own (the interpreter
/// drops `roundingmode`: MLIR lowers it to a constrained LLVM intrinsic,
/// whose rounding argument only states an assumption about the dynamic
/// rounding mode, so compiled code rounds to nearest even).
pub fn eval_op_with_flags(
    ctx: &Context,
    op: ods::ir::Operation,
    operands: &[Constant],
    flags: Flags,
) -> Option<Result<Vec<Constant>, Undefined>> {
    let name = ctx.op_name_text(ctx.op_name_of(op));
    let result_types: Vec<Type> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
    let ty0 = *result_types.first()?;
    let n = element_count(ctx, ty0)?;
    let elems = |i: usize| -> Option<Vec<Scalar>> { Some(operands.get(i)?.elements(n)) };
    let one = |values: Vec<Scalar>| -> Option<Result<Vec<Constant>, Undefined>> {
        Some(Ok(vec![Constant::of(ctx, ty0, values)?]))
    };
    let pred = || ctx.attr(op, "predicate").and_then(|a| enum_value(ctx, a));
    match name {
        crate::arith::ConstantOp::NAME => {
            let c = Constant::from_attr(ctx, ctx.attr(op, "value")?)?;
            Some(Ok(vec![c]))
        }
        crate::ub::PoisonOp::NAME => Some(Ok(vec![Constant::Poison])),
        crate::arith::NegFOp::NAME => one(elems(0)?.iter().map(eval_negf).collect()),
        crate::arith::CmpIOp::NAME | crate::arith::CmpFOp::NAME => {
            let (a, b) = (elems(0)?, elems(1)?);
            let values = if name == crate::arith::CmpIOp::NAME {
                let p = CmpIPredicate::from_value(pred()?)?;
                a.iter().zip(&b).map(|(x, y)| eval_cmpi(p, x, y)).collect()
            } else {
                let p = CmpFPredicate::from_value(pred()?)?;
                a.iter().zip(&b).map(|(x, y)| eval_cmpf(p, x, y)).collect()
            };
            one(values)
        }
        crate::arith::SelectOp::NAME => {
            let cond_ty = ctx.value_type(ctx.operand(op, 0));
            let (t, f) = (elems(1)?, elems(2)?);
            let values = if ScalarType::of(ctx, cond_ty).is_some() {
                // A scalar condition selects whole values.
                match operands.first()? {
                    Constant::Scalar {
                        value: Scalar::Int(c),
                        ..
                    } => {
                        if c.is_zero() {
                            f
                        } else {
                            t
                        }
                    }
                    _ => vec![Scalar::Poison; n],
                }
            } else {
                let cs = elems(0)?;
                cs.iter()
                    .zip(t.iter().zip(&f))
                    .map(|(c, (x, y))| eval_select(c, x, y))
                    .collect()
            };
            one(values)
        }
        crate::arith::AddUIExtendedOp::NAME
        | crate::arith::MulSIExtendedOp::NAME
        | crate::arith::MulUIExtendedOp::NAME => {
            let (a, b) = (elems(0)?, elems(1)?);
            let f = match name {
                crate::arith::AddUIExtendedOp::NAME => eval_addui_extended,
                crate::arith::MulSIExtendedOp::NAME => eval_mulsi_extended,
                _ => eval_mului_extended,
            };
            let (r0, r1): (Vec<Scalar>, Vec<Scalar>) =
                a.iter().zip(&b).map(|(x, y)| f(x, y)).unzip();
            let ty1 = *result_types.get(1)?;
            Some(Ok(vec![
                Constant::of(ctx, ty0, r0)?,
                Constant::of(ctx, ty1, r1)?,
            ]))
        }
        crate::arith::ScalingExtFOp::NAME | crate::arith::ScalingTruncFOp::NAME => {
            let ScalarType::Float(to) = ScalarType::of(ctx, ctx.element_type(ty0).unwrap_or(ty0))?
            else {
                return None;
            };
            let (a, s) = (elems(0)?, elems(1)?);
            let values = a
                .iter()
                .zip(&s)
                .map(|(x, y)| {
                    if name == crate::arith::ScalingExtFOp::NAME {
                        eval_scaling_extf(x, y, to)
                    } else {
                        eval_scaling_truncf(x, y, to, flags)
                    }
                })
                .collect();
            one(values)
        }
        _ => {
            if let Some(bop) = BinaryOp::from_name(name) {
                let (a, b) = (elems(0)?, elems(1)?);
                let mut values = Vec::with_capacity(n);
                for (x, y) in a.iter().zip(&b) {
                    match eval_binary(bop, x, y, flags) {
                        Ok(v) => values.push(v),
                        Err(e) => return Some(Err(e)),
                    }
                }
                return one(values);
            }
            let cop = CastOp::from_name(name)?;
            let to = ScalarType::of(ctx, ctx.element_type(ty0).unwrap_or(ty0))?;
            one(elems(0)?
                .iter()
                .map(|x| eval_cast(cop, x, to, flags))
                .collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(w: u32, v: i64) -> Scalar {
        Scalar::Int(APInt::from_i64(w, v))
    }

    fn f32v(v: f32) -> Scalar {
        Scalar::Float(APFloat::from_f32(FloatSemantics::F32, v, RoundingMode::NearestTiesToEven).0)
    }

    const NSW: Flags = Flags {
        nsw: true,
        ..Flags::NONE
    };
    const NUW: Flags = Flags {
        nuw: true,
        ..Flags::NONE
    };
    const EXACT: Flags = Flags {
        exact: true,
        ..Flags::NONE
    };

    #[test]
    fn overflow_flags_give_poison() {
        let add = |a, b, f| eval_binary(BinaryOp::AddI, &i(8, a), &i(8, b), f).unwrap();
        assert_eq!(add(127, 1, Flags::NONE), i(8, -128));
        assert_eq!(add(127, 1, NSW), Scalar::Poison);
        assert_eq!(add(127, 1, NUW), i(8, -128));
        assert_eq!(add(-1, 1, NUW), Scalar::Poison);
        assert_eq!(add(-1, 1, NSW), i(8, 0));
        let mul = |a, b, f| eval_binary(BinaryOp::MulI, &i(8, a), &i(8, b), f).unwrap();
        assert_eq!(mul(16, 8, NSW), Scalar::Poison);
        assert_eq!(mul(16, 8, NUW), i(8, -128));
        assert_eq!(mul(-1, -1, NUW), Scalar::Poison);
        assert_eq!(mul(-1, -1, NSW), i(8, 1));
        let sub = |a, b, f| eval_binary(BinaryOp::SubI, &i(8, a), &i(8, b), f).unwrap();
        assert_eq!(sub(0, 1, NUW), Scalar::Poison);
        assert_eq!(sub(-128, 1, NSW), Scalar::Poison);
        let shl = |a, b, f| eval_binary(BinaryOp::ShLI, &i(8, a), &i(8, b), f).unwrap();
        assert_eq!(shl(64, 1, NSW), Scalar::Poison);
        assert_eq!(shl(64, 1, NUW), i(8, -128));
        assert_eq!(shl(-64, 1, NSW), i(8, -128));
        assert_eq!(shl(-64, 1, NUW), Scalar::Poison);
        assert_eq!(shl(1, 8, Flags::NONE), Scalar::Poison);
        assert_eq!(shl(1, -1, Flags::NONE), Scalar::Poison);
    }

    #[test]
    fn divisions() {
        let ev = |op, a, b, f| eval_binary(op, &i(8, a), &i(8, b), f);
        assert_eq!(
            ev(BinaryOp::DivSI, -128, -1, Flags::NONE),
            Err(Undefined::DivisionOverflow)
        );
        assert_eq!(
            ev(BinaryOp::DivUI, 1, 0, Flags::NONE),
            Err(Undefined::DivisionByZero)
        );
        assert_eq!(ev(BinaryOp::RemSI, -128, -1, Flags::NONE), Ok(i(8, 0)));
        assert_eq!(ev(BinaryOp::DivSI, 7, 2, EXACT), Ok(Scalar::Poison));
        assert_eq!(ev(BinaryOp::DivSI, -8, 2, EXACT), Ok(i(8, -4)));
        assert_eq!(ev(BinaryOp::CeilDivSI, -7, 2, Flags::NONE), Ok(i(8, -3)));
        assert_eq!(ev(BinaryOp::CeilDivSI, 7, 2, Flags::NONE), Ok(i(8, 4)));
        assert_eq!(ev(BinaryOp::CeilDivSI, -128, 2, Flags::NONE), Ok(i(8, -64)));
        assert_eq!(ev(BinaryOp::FloorDivSI, -7, 2, Flags::NONE), Ok(i(8, -4)));
        assert_eq!(ev(BinaryOp::FloorDivSI, 7, -2, Flags::NONE), Ok(i(8, -4)));
        assert_eq!(
            ev(BinaryOp::FloorDivSI, -128, -1, Flags::NONE),
            Err(Undefined::DivisionOverflow)
        );
        assert_eq!(ev(BinaryOp::CeilDivUI, -1, 2, Flags::NONE), Ok(i(8, -128)));
        assert_eq!(
            eval_binary(BinaryOp::DivUI, &i(8, 1), &Scalar::Poison, Flags::NONE),
            Err(Undefined::PoisonDivisor)
        );
        assert_eq!(ev(BinaryOp::ShRUI, 5, 1, EXACT), Ok(Scalar::Poison));
        assert_eq!(ev(BinaryOp::ShRSI, -8, 2, EXACT), Ok(i(8, -2)));
        assert_eq!(ev(BinaryOp::ShRSI, -8, 8, Flags::NONE), Ok(Scalar::Poison));
    }

    #[test]
    fn casts_and_floats() {
        let trunc = |v, f| eval_cast(CastOp::TruncI, &i(16, v), ScalarType::Int(8), f);
        assert_eq!(trunc(300, Flags::NONE), i(8, 44));
        assert_eq!(trunc(300, NUW), Scalar::Poison);
        assert_eq!(trunc(-1, NUW), Scalar::Poison);
        assert_eq!(trunc(-1, NSW), i(8, -1));
        assert_eq!(trunc(200, NSW), Scalar::Poison);
        assert_eq!(
            eval_cast(
                CastOp::FPToSI,
                &f32v(300.5),
                ScalarType::Int(8),
                Flags::NONE
            ),
            Scalar::Poison
        );
        assert_eq!(
            eval_cast(
                CastOp::FPToSI,
                &f32v(-3.75),
                ScalarType::Int(8),
                Flags::NONE
            ),
            i(8, -3)
        );
        assert_eq!(
            eval_cast(CastOp::FPToUI, &f32v(-1.0), ScalarType::Int(8), Flags::NONE),
            Scalar::Poison
        );
        let inf = f32v(f32::INFINITY);
        assert_eq!(
            eval_cast(
                CastOp::TruncF,
                &inf,
                ScalarType::Float(FloatSemantics::F4E2M1FN),
                Flags::NONE
            ),
            Scalar::Poison
        );
        let down = Flags {
            rounding: Some(RoundingMode::TowardNegative),
            ..Flags::NONE
        };
        let r = eval_cast(
            CastOp::TruncF,
            &f32v(0.1),
            ScalarType::Float(FloatSemantics::F16),
            down,
        );
        assert_eq!(r.as_float().unwrap().to_f64(), 0.0999755859375);
        assert_eq!(
            eval_binary(BinaryOp::MaxNumF, &f32v(f32::NAN), &f32v(1.0), Flags::NONE),
            Ok(f32v(1.0))
        );
        assert!(
            eval_binary(BinaryOp::MaximumF, &f32v(f32::NAN), &f32v(1.0), Flags::NONE)
                .unwrap()
                .as_float()
                .unwrap()
                .is_nan()
        );
        let m = eval_binary(BinaryOp::MinimumF, &f32v(0.0), &f32v(-0.0), Flags::NONE).unwrap();
        assert!(m.as_float().unwrap().is_negative());
        assert_eq!(
            eval_cmpf(CmpFPredicate::Une, &f32v(f32::NAN), &f32v(1.0)),
            Scalar::bool(true)
        );
        assert_eq!(
            eval_cmpf(CmpFPredicate::One, &f32v(f32::NAN), &f32v(1.0)),
            Scalar::bool(false)
        );
    }

    #[test]
    fn extended_and_scaling() {
        let (s, c) = eval_addui_extended(&i(8, -1), &i(8, 2));
        assert_eq!((s, c), (i(8, 1), Scalar::bool(true)));
        let (lo, hi) = eval_mulsi_extended(&i(8, -128), &i(8, -128));
        assert_eq!((lo, hi), (i(8, 0), i(8, 64)));
        let (lo, hi) = eval_mului_extended(&i(8, -1), &i(8, -1));
        assert_eq!((lo, hi), (i(8, 1), i(8, -2)));
        let half = Scalar::Float(
            APFloat::from_f64(
                FloatSemantics::F4E2M1FN,
                1.5,
                RoundingMode::NearestTiesToEven,
            )
            .0,
        );
        let four = Scalar::Float(
            APFloat::from_f64(
                FloatSemantics::F8E8M0FNU,
                4.0,
                RoundingMode::NearestTiesToEven,
            )
            .0,
        );
        let r = eval_scaling_extf(&half, &four, FloatSemantics::F32);
        assert_eq!(r.as_float().unwrap().to_f64(), 6.0);
        let r = eval_scaling_truncf(&f32v(12.0), &four, FloatSemantics::F4E2M1FN, Flags::NONE);
        assert_eq!(r.as_float().unwrap().to_f64(), 3.0);
        // A 32-bit scale is first truncated to f8E8M0FNU (3.0 rounds to 4.0).
        let r = eval_scaling_extf(&half, &f32v(3.0), FloatSemantics::F32);
        assert_eq!(r.as_float().unwrap().to_f64(), 6.0);
    }
}
