//! IEEE arithmetic on unpacked values.
//!
//! Finite operands are combined *exactly* with big integers and then rounded
//! once by [`round_value`], so every result is correctly rounded in the target
//! format for every rounding mode.  The special-value rules (NaN propagation
//! and quieting, signs of zero, NaN-only and finite-only formats) follow
//! LLVM's `IEEEFloat` case by case so that results are bit-identical.

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Signed, Zero as _};

use super::core::{bits_u128, lost_big, lost_u128, round_away, round_value, Category, Fp, Lost};
use super::semantics::{FloatSemantics, NanEncoding, NonFiniteBehavior};
use super::{OpStatus, RoundingMode};

use Category::{Infinity as Inf, NaN, Normal, Zero};

/// Exponent of the least significant significand bit of a finite value.
fn lsb_exp(sem: FloatSemantics, x: &Fp) -> i64 {
    x.exp as i64 - (sem.precision() as i64 - 1)
}

/// NaN propagation shared by all binary operations: the NaN operand (the
/// first one if both are NaN) is returned, quieted; signalling NaNs raise
/// `invalid_op`.
fn propagate_nan(sem: FloatSemantics, a: &Fp, b: &Fp) -> (Fp, OpStatus) {
    let (mut r, other) = if a.is_nan() { (*a, b) } else { (*b, a) };
    if r.is_signaling(sem) {
        r.make_quiet(sem);
        return (r, OpStatus::INVALID_OP);
    }
    let st = if other.is_signaling(sem) {
        OpStatus::INVALID_OP
    } else {
        OpStatus::OK
    };
    (r, st)
}

/// Exact signed sum of `sa * A * 2^ea + sb * B * 2^eb`, rounded into `sem`.
/// Returns `None` when the sum is exactly zero.
///
/// When one operand is so much smaller that it lies entirely below a quarter
/// ulp of the other (even in the binade below), only its sign and
/// non-zeroness matter for rounding, so it is replaced by a tiny stand-in;
/// this keeps the big integers small even for `f128` exponent ranges.
fn add_exact(
    sem: FloatSemantics,
    (sa, ma, ea): (bool, BigUint, i64),
    (sb, mb, eb): (bool, BigUint, i64),
    rm: RoundingMode,
) -> Option<(Fp, OpStatus)> {
    let (mut sa, mut ma, mut ea, mut sb, mut mb, mut eb) = (sa, ma, ea, sb, mb, eb);
    // Make `a` the operand with the higher top bit.
    if ea + (ma.bits() as i64) < eb + (mb.bits() as i64) {
        std::mem::swap(&mut sa, &mut sb);
        std::mem::swap(&mut ma, &mut mb);
        std::mem::swap(&mut ea, &mut eb);
    }
    let top_b = eb + mb.bits() as i64;
    // Need |b| < 2^(ea - 3): every bit of b is below a quarter of a's ulp.
    if top_b < ea - 3 {
        mb = BigUint::one();
        eb = ea - 4;
    }
    let common = ea.min(eb);
    let a_al = ma << ((ea - common) as u64);
    let b_al = mb << ((eb - common) as u64);
    let (sign, mag) = if sa == sb {
        (sa, a_al + b_al)
    } else {
        match a_al.cmp(&b_al) {
            Ordering::Greater => (sa, a_al - b_al),
            Ordering::Less => (sb, b_al - a_al),
            Ordering::Equal => return None,
        }
    };
    Some(round_value(sem, sign, &mag, common, Lost::ExactlyZero, rm))
}

/// LLVM's `addOrSubtract`.
pub(super) fn add_sub(
    sem: FloatSemantics,
    a: &Fp,
    b: &Fp,
    rm: RoundingMode,
    subtract: bool,
) -> (Fp, OpStatus) {
    let (mut r, st) = match (a.cat, b.cat) {
        (NaN, _) | (_, NaN) => return propagate_nan(sem, a, b),
        (Normal, Zero) | (Inf, Normal) | (Inf, Zero) => (*a, OpStatus::OK),
        (Normal, Inf) | (Zero, Inf) => (
            Fp {
                cat: Inf,
                sign: b.sign ^ subtract,
                ..*b
            },
            OpStatus::OK,
        ),
        (Zero, Normal) => {
            let mut r = *b;
            r.sign = b.sign ^ subtract;
            (r, OpStatus::OK)
        }
        (Zero, Zero) => (*a, OpStatus::OK),
        (Inf, Inf) => {
            if (a.sign ^ b.sign) != subtract {
                return (Fp::nan(sem, false, false, None), OpStatus::INVALID_OP);
            }
            (*a, OpStatus::OK)
        }
        (Normal, Normal) => {
            let ea = lsb_exp(sem, a);
            let eb = lsb_exp(sem, b);
            match add_exact(
                sem,
                (a.sign, BigUint::from(a.sig), ea),
                (b.sign ^ subtract, BigUint::from(b.sig), eb),
                rm,
            ) {
                Some(x) => x,
                None => (Fp::zero_raw(sem, a.sign), OpStatus::OK),
            }
        }
    };
    // An exact zero sum is +0 (or -0 when rounding downward), except that
    // like-signed zeros add to themselves.
    if r.cat == Zero {
        if b.cat != Zero || (a.sign == b.sign) == subtract {
            r.sign = rm == RoundingMode::TowardNegative;
        }
        r = Fp::zero(sem, r.sign);
    }
    (r, st)
}

/// Special cases of LLVM's `multiplySpecials`; `None` for two finite
/// non-zero operands.
fn mul_specials(sem: FloatSemantics, a: &Fp, b: &Fp) -> Option<(Fp, OpStatus)> {
    let sign = a.sign ^ b.sign;
    Some(match (a.cat, b.cat) {
        (NaN, _) | (_, NaN) => propagate_nan(sem, a, b),
        (Normal, Inf) | (Inf, Normal) | (Inf, Inf) => (
            Fp {
                cat: Inf,
                sign,
                exp: sem.max_exponent() + 1,
                sig: 0,
            },
            OpStatus::OK,
        ),
        (Zero, Normal) | (Normal, Zero) | (Zero, Zero) => (Fp::zero_raw(sem, sign), OpStatus::OK),
        (Zero, Inf) | (Inf, Zero) => (Fp::nan(sem, false, false, None), OpStatus::INVALID_OP),
        (Normal, Normal) => return None,
    })
}

/// LLVM's `multiply`.
pub(super) fn mul(sem: FloatSemantics, a: &Fp, b: &Fp, rm: RoundingMode) -> (Fp, OpStatus) {
    if let Some((r, st)) = mul_specials(sem, a, b) {
        if r.cat == Zero {
            return (Fp::zero(sem, r.sign), st);
        }
        return (r, st);
    }
    let m = BigUint::from(a.sig) * BigUint::from(b.sig);
    round_value(
        sem,
        a.sign ^ b.sign,
        &m,
        lsb_exp(sem, a) + lsb_exp(sem, b),
        Lost::ExactlyZero,
        rm,
    )
}

/// LLVM's `divide`.
pub(super) fn div(sem: FloatSemantics, a: &Fp, b: &Fp, rm: RoundingMode) -> (Fp, OpStatus) {
    let sign = a.sign ^ b.sign;
    let (r, st) = match (a.cat, b.cat) {
        (NaN, _) | (_, NaN) => return propagate_nan(sem, a, b),
        (Inf, Zero) | (Inf, Normal) => (Fp { sign, ..*a }, OpStatus::OK),
        (Zero, Inf) | (Zero, Normal) | (Normal, Inf) => (Fp::zero_raw(sem, sign), OpStatus::OK),
        (Normal, Zero) => {
            let r = if sem.non_finite_behavior() == NonFiniteBehavior::NanOnly {
                Fp::nan(sem, false, sign, None)
            } else {
                Fp::inf(sem, sign)
            };
            (r, OpStatus::DIV_BY_ZERO)
        }
        (Inf, Inf) | (Zero, Zero) => (Fp::nan(sem, false, false, None), OpStatus::INVALID_OP),
        (Normal, Normal) => {
            let p = sem.precision() as i64;
            let ma = BigUint::from(a.sig);
            let mb = BigUint::from(b.sig);
            // Enough quotient bits (>= p + 3) that the appended sticky bit is
            // below the rounding bit.
            let k = (p + 3 + mb.bits() as i64 - ma.bits() as i64).max(0) as u64;
            let num = ma << k;
            let q = &num / &mb;
            let sticky = !(num % &mb).is_zero();
            let m = (q << 1u32) | BigUint::from(sticky as u8);
            let e = lsb_exp(sem, a) - lsb_exp(sem, b) - k as i64 - 1;
            return round_value(sem, sign, &m, e, Lost::ExactlyZero, rm);
        }
    };
    if r.cat == Zero {
        return (Fp::zero(sem, r.sign), st);
    }
    (r, st)
}

/// LLVM's `fusedMultiplyAdd`: `a * b + c` with a single rounding.
pub(super) fn fma(sem: FloatSemantics, a: &Fp, b: &Fp, c: &Fp, rm: RoundingMode) -> (Fp, OpStatus) {
    let psign = a.sign ^ b.sign;
    if a.is_finite_nonzero() && b.is_finite_nonzero() && matches!(c.cat, Zero | Normal) {
        let pm = BigUint::from(a.sig) * BigUint::from(b.sig);
        let pe = lsb_exp(sem, a) + lsb_exp(sem, b);
        if c.cat == Zero {
            return round_value(sem, psign, &pm, pe, Lost::ExactlyZero, rm);
        }
        return match add_exact(
            sem,
            (psign, pm, pe),
            (c.sign, BigUint::from(c.sig), lsb_exp(sem, c)),
            rm,
        ) {
            Some(x) => x,
            None => (
                Fp::zero(sem, rm == RoundingMode::TowardNegative),
                OpStatus::OK,
            ),
        };
    }
    // Special operands: form the (special) product, then add normally.
    let prod = match mul_specials(sem, a, b) {
        Some((p, st)) => {
            if st != OpStatus::OK {
                return (p, st);
            }
            p
        }
        // Both factors finite non-zero but the addend is Inf/NaN: the
        // product's value does not influence the result.
        None => Fp { sign: psign, ..*a },
    };
    add_sub(sem, &prod, c, rm, false)
}

/// Special cases shared by `mod` and `remainder`; `None` for two finite
/// non-zero operands.
fn rem_specials(sem: FloatSemantics, a: &Fp, b: &Fp) -> Option<(Fp, OpStatus)> {
    Some(match (a.cat, b.cat) {
        (NaN, _) | (_, NaN) => propagate_nan(sem, a, b),
        (Zero, Inf) | (Zero, Normal) | (Normal, Inf) => (*a, OpStatus::OK),
        (Normal, Zero) | (Inf, Zero) | (Inf, Normal) | (Inf, Inf) | (Zero, Zero) => {
            (Fp::nan(sem, false, false, None), OpStatus::INVALID_OP)
        }
        (Normal, Normal) => return None,
    })
}

/// Align two finite non-zero magnitudes to a common LSB exponent.
fn align(sem: FloatSemantics, a: &Fp, b: &Fp) -> (BigUint, BigUint, i64) {
    let ea = lsb_exp(sem, a);
    let eb = lsb_exp(sem, b);
    let common = ea.min(eb);
    (
        BigUint::from(a.sig) << ((ea - common) as u64),
        BigUint::from(b.sig) << ((eb - common) as u64),
        common,
    )
}

/// LLVM's `mod` (C `fmod`): the exact remainder of truncating division,
/// with the sign of `a`.
pub(super) fn fmod(sem: FloatSemantics, a: &Fp, b: &Fp) -> (Fp, OpStatus) {
    let (r, st) = match rem_specials(sem, a, b) {
        Some(x) => x,
        None => {
            let (ma, mb, e) = align(sem, a, b);
            if ma < mb {
                (*a, OpStatus::OK)
            } else {
                let r = ma % mb;
                // fmod is always exact.
                let (fp, _) = round_value(
                    sem,
                    a.sign,
                    &r,
                    e,
                    Lost::ExactlyZero,
                    RoundingMode::NearestTiesToEven,
                );
                (fp, OpStatus::OK)
            }
        }
    };
    if r.cat == Zero {
        return (Fp::zero(sem, a.sign), st);
    }
    (r, st)
}

/// LLVM's `remainder` (IEEE 754 remainder: the quotient is rounded to the
/// nearest integer, ties to even).
pub(super) fn remainder(sem: FloatSemantics, a: &Fp, b: &Fp) -> (Fp, OpStatus) {
    let (r, st) = match rem_specials(sem, a, b) {
        Some(x) => x,
        None => {
            let (ma, mb, e) = align(sem, a, b);
            let q = &ma / &mb;
            let r = &ma - &q * &mb;
            let twice = &r << 1u32;
            let round_up = twice > mb || (twice == mb && q.bit(0));
            let (sign, mag) = if round_up {
                (!a.sign, &mb - &r)
            } else {
                (a.sign, r)
            };
            let (fp, _) = round_value(
                sem,
                sign,
                &mag,
                e,
                Lost::ExactlyZero,
                RoundingMode::NearestTiesToEven,
            );
            (fp, OpStatus::OK)
        }
    };
    if r.cat == Zero {
        return (Fp::zero(sem, a.sign), st);
    }
    (r, st)
}

/// Convert a non-negative integer (with sign flag) to `sem` (LLVM's
/// `convertFromUnsignedParts` after sign handling).
pub(super) fn from_integer(
    sem: FloatSemantics,
    negative: bool,
    mag: &BigUint,
    rm: RoundingMode,
) -> (Fp, OpStatus) {
    if mag.is_zero() {
        return (Fp::zero(sem, negative), OpStatus::OK);
    }
    round_value(sem, negative, mag, 0, Lost::ExactlyZero, rm)
}

/// LLVM's `roundToIntegral`, done the same way LLVM does it (adding and
/// subtracting `2^(precision-1)`) so that even the exotic formats agree.
pub(super) fn round_to_integral(sem: FloatSemantics, x: &Fp, rm: RoundingMode) -> (Fp, OpStatus) {
    match x.cat {
        Inf | Zero => return (*x, OpStatus::OK),
        NaN => {
            let mut r = *x;
            if r.is_signaling(sem) {
                r.make_quiet(sem);
                return (r, OpStatus::INVALID_OP);
            }
            return (r, OpStatus::OK);
        }
        Normal => {}
    }
    let p = sem.precision() as i32;
    if x.exp + 1 >= p {
        return (*x, OpStatus::OK);
    }
    let (mut magic, _) = from_integer(
        sem,
        false,
        &(BigUint::one() << (p as u32 - 1)),
        RoundingMode::NearestTiesToEven,
    );
    magic.sign = x.sign;
    let (sum, st) = add_sub(sem, x, &magic, rm, false);
    let (mut r, _) = add_sub(sem, &sum, &magic, rm, true);
    if r.sign != x.sign {
        r.change_sign(sem);
    }
    (r, st)
}

/// LLVM's `compare`.
pub(super) fn compare(a: &Fp, b: &Fp) -> Option<Ordering> {
    let by_sign = |neg: bool| {
        if neg {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    };
    match (a.cat, b.cat) {
        (NaN, _) | (_, NaN) => None,
        (Inf, Normal) | (Inf, Zero) | (Normal, Zero) => Some(by_sign(a.sign)),
        (Normal, Inf) | (Zero, Inf) | (Zero, Normal) => Some(by_sign(!b.sign)),
        (Inf, Inf) => Some(if a.sign == b.sign {
            Ordering::Equal
        } else {
            by_sign(a.sign)
        }),
        (Zero, Zero) => Some(Ordering::Equal),
        (Normal, Normal) => {
            if a.sign != b.sign {
                return Some(by_sign(a.sign));
            }
            let abs = a.exp.cmp(&b.exp).then(a.sig.cmp(&b.sig));
            Some(if a.sign { abs.reverse() } else { abs })
        }
    }
}

/// LLVM's `convert` between formats; returns the status and `losesInfo`.
pub(super) fn convert(
    from: FloatSemantics,
    x: &Fp,
    to: FloatSemantics,
    rm: RoundingMode,
) -> (Fp, OpStatus, bool) {
    if from == to {
        return (*x, OpStatus::OK, false);
    }
    let signaling = x.is_signaling(from);
    match x.cat {
        Normal => {
            let (r, st) = round_value(
                to,
                x.sign,
                &BigUint::from(x.sig),
                lsb_exp(from, x),
                Lost::ExactlyZero,
                rm,
            );
            (r, st, st != OpStatus::OK)
        }
        NaN => {
            if to.non_finite_behavior() == NonFiniteBehavior::NanOnly {
                let loses = from.non_finite_behavior() != NonFiniteBehavior::NanOnly;
                let st = if signaling {
                    OpStatus::INVALID_OP
                } else {
                    OpStatus::OK
                };
                return (Fp::nan(to, false, x.sign, None), st, loses);
            }
            // x87 NaNs without the integer bit or the quiet bit have no
            // counterpart in other formats.
            let x86_special =
                from == FloatSemantics::F80 && (x.sig >> 63 & 1 == 0 || x.sig >> 62 & 1 == 0);
            let shift = to.precision() as i32 - from.precision() as i32;
            let mut sig = x.sig;
            let mut lost = Lost::ExactlyZero;
            if shift < 0 && from.non_finite_behavior() != NonFiniteBehavior::NanOnly {
                lost = lost_u128(sig, (-shift) as u32);
                sig >>= -shift;
            } else if shift > 0 {
                sig <<= shift;
            }
            let mut r = Fp {
                cat: NaN,
                sign: x.sign,
                exp: 0,
                sig,
            };
            r.exp = Fp::nan(to, false, false, None).exp;
            if from.nan_encoding() == NanEncoding::NegativeZero
                && to.nan_encoding() != NanEncoding::NegativeZero
            {
                r = Fp::nan(to, false, false, None);
            }
            let loses = lost != Lost::ExactlyZero || x86_special;
            if !x86_special && to == FloatSemantics::F80 {
                r.sig |= 1u128 << 63;
            }
            if signaling {
                r.make_quiet(to);
                (r, OpStatus::INVALID_OP, loses)
            } else {
                (r, OpStatus::OK, loses)
            }
        }
        Inf => {
            if to.non_finite_behavior() == NonFiniteBehavior::NanOnly {
                return (Fp::nan(to, false, x.sign, None), OpStatus::INEXACT, true);
            }
            // Finite-only targets keep an (unencodable) infinity, as LLVM.
            (
                Fp {
                    cat: Inf,
                    sign: x.sign,
                    exp: to.max_exponent() + 1,
                    sig: 0,
                },
                OpStatus::OK,
                false,
            )
        }
        Zero => {
            if !to.has_zero() {
                return (Fp::zero(to, false), OpStatus::OK, false);
            }
            if to.nan_encoding() == NanEncoding::NegativeZero {
                let loses = from.nan_encoding() != NanEncoding::NegativeZero && x.sign;
                let st = if loses {
                    OpStatus::INEXACT
                } else {
                    OpStatus::OK
                };
                return (Fp::zero(to, false), st, loses);
            }
            (Fp::zero_raw(to, x.sign), OpStatus::OK, false)
        }
    }
}

/// LLVM's `convertToInteger`: round to an integer of `width` bits; out of
/// range values saturate and report `invalid_op`.  Returns the value, the
/// status and `isExact`.
pub(super) fn to_integer(
    sem: FloatSemantics,
    x: &Fp,
    width: u32,
    signed: bool,
    rm: RoundingMode,
) -> (BigInt, OpStatus, bool) {
    match to_integer_inner(sem, x, width, signed, rm) {
        Ok(v) => v,
        Err(()) => {
            let v = if x.cat == NaN || width == 0 {
                BigInt::zero()
            } else if x.sign {
                if signed {
                    -(BigInt::one() << (width - 1))
                } else {
                    BigInt::zero()
                }
            } else if signed {
                (BigInt::one() << (width - 1)) - 1
            } else {
                (BigInt::one() << width) - 1
            };
            (v, OpStatus::INVALID_OP, false)
        }
    }
}

fn to_integer_inner(
    sem: FloatSemantics,
    x: &Fp,
    width: u32,
    signed: bool,
    rm: RoundingMode,
) -> Result<(BigInt, OpStatus, bool), ()> {
    match x.cat {
        Inf | NaN => return Err(()),
        Zero => return Ok((BigInt::zero(), OpStatus::OK, !x.sign)),
        Normal => {}
    }
    let p = sem.precision() as i64;
    let sig = BigUint::from(x.sig);
    let (mut int, truncated) = if x.exp < 0 {
        (BigUint::zero(), (p - 1 - x.exp as i64) as u64)
    } else {
        let bits = x.exp as i64 + 1;
        if bits > width as i64 {
            return Err(());
        }
        if bits < p {
            let t = (p - bits) as u64;
            (&sig >> t, t)
        } else {
            (&sig << ((bits - p) as u64), 0)
        }
    };
    let lost = if truncated > 0 {
        lost_big(&sig, truncated)
    } else {
        Lost::ExactlyZero
    };
    if lost != Lost::ExactlyZero && round_away(rm, lost, sig.bit(truncated), x.sign) {
        int += 1u32;
    }
    let omsb = int.bits();
    if x.sign {
        if !signed {
            if omsb != 0 {
                return Err(());
            }
        } else {
            // Only -2^(width-1) may use all `width` bits.
            if omsb == width as u64 && int.trailing_zeros().map_or(0, |t| t + 1) != omsb {
                return Err(());
            }
            if omsb > width as u64 {
                return Err(());
            }
        }
    } else if omsb >= width as u64 + (!signed) as u64 {
        return Err(());
    }
    let v = BigInt::from_biguint(
        if x.sign && !int.is_zero() {
            Sign::Minus
        } else {
            Sign::Plus
        },
        int,
    );
    if lost == Lost::ExactlyZero {
        Ok((v, OpStatus::OK, true))
    } else {
        Ok((v, OpStatus::INEXACT, false))
    }
}

/// LLVM's `ilogb` (`None` for zero / Inf / NaN).
pub(super) fn ilogb(sem: FloatSemantics, x: &Fp) -> Option<i32> {
    if x.cat != Normal {
        return None;
    }
    let msb = bits_u128(x.sig) as i32 - 1;
    Some(x.exp - (sem.precision() as i32 - 1 - msb))
}

/// LLVM's `scalbn`: multiply by `2^n` with one rounding.
pub(super) fn scalbn(sem: FloatSemantics, x: &Fp, n: i64, rm: RoundingMode) -> (Fp, OpStatus) {
    match x.cat {
        Normal => {
            // Clamping keeps the exponent arithmetic small without changing
            // the (overflowed / underflowed) result.
            let span = (sem.max_exponent() as i64 - sem.min_exponent() as i64)
                + 2 * sem.precision() as i64
                + 2;
            let n = n.clamp(-span, span);
            round_value(
                sem,
                x.sign,
                &BigUint::from(x.sig),
                lsb_exp(sem, x) + n,
                Lost::ExactlyZero,
                rm,
            )
        }
        NaN => {
            let mut r = *x;
            r.make_quiet(sem);
            (r, OpStatus::OK)
        }
        _ => (*x, OpStatus::OK),
    }
}

/// LLVM's `next` (nextUp / nextDown).
pub(super) fn next(sem: FloatSemantics, x: &Fp, down: bool) -> (Fp, OpStatus) {
    let mut v = *x;
    if down {
        v.change_sign(sem);
    }
    let mut st = OpStatus::OK;
    let p = sem.precision();
    match v.cat {
        Inf => {
            if v.sign {
                v = Fp::largest(sem, true);
            }
        }
        NaN => {
            if v.is_signaling(sem) {
                st = OpStatus::INVALID_OP;
                v = Fp::nan(sem, false, v.sign, None);
            }
        }
        Zero => v = Fp::smallest(sem, false),
        Normal => {
            let is_smallest = v.exp == sem.min_exponent() && v.sig == 1;
            let largest = Fp::largest(sem, false);
            if is_smallest && v.sign {
                v = Fp::zero(sem, false);
            } else if !v.sign && v.exp == largest.exp && v.sig == largest.sig {
                match sem.non_finite_behavior() {
                    NonFiniteBehavior::NanOnly => v = Fp::nan(sem, false, false, None),
                    NonFiniteBehavior::FiniteOnly => {}
                    NonFiniteBehavior::Ieee754 => v = Fp::inf(sem, false),
                }
            } else if v.sign {
                let trailing_zero = v.sig & ((1u128 << (p - 1)) - 1) == 0;
                let cross = v.exp != sem.min_exponent() && trailing_zero;
                v.sig -= 1;
                if cross {
                    v.sig |= 1u128 << (p - 1);
                    v.exp -= 1;
                }
            } else {
                let trailing_ones =
                    p > 1 && v.sig & ((1u128 << (p - 1)) - 1) == (1u128 << (p - 1)) - 1;
                let cross = p == 1 || (!v.is_denormal(sem) && trailing_ones);
                if cross {
                    v.sig = 1u128 << (p - 1);
                    v.exp += 1;
                } else {
                    v.sig += 1;
                }
            }
        }
    }
    if down {
        v.change_sign(sem);
    }
    (v, st)
}

/// Helper for callers holding a signed big integer.
pub(super) fn from_bigint(sem: FloatSemantics, v: &BigInt, rm: RoundingMode) -> (Fp, OpStatus) {
    from_integer(sem, v.is_negative(), v.magnitude(), rm)
}
