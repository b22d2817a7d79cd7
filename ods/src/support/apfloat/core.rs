//! Unpacked representation, encoding/decoding and the central rounding step.
//!
//! The unpacked form mirrors LLVM's `IEEEFloat`: a category, a sign, an
//! unbiased exponent and an integer significand of `precision` bits whose bit
//! `precision - 1` is the integer bit, so that a finite value is
//! `sig * 2^(exp - (precision - 1))`.  NaN significands hold the payload
//! without the integer bit (except for x87, whose integer bit is explicit).
//! Keeping LLVM's conventions here makes the quirks of its encoders (NaN
//! payload shifting, x87 pseudo-denormals, ...) fall out naturally.

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use super::semantics::{FloatSemantics, NanEncoding, NonFiniteBehavior};
use super::{OpStatus, RoundingMode};

/// Value class of an unpacked float.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Category {
    Zero,
    Normal,
    Infinity,
    NaN,
}

/// What was dropped below the least significant kept bit, relative to half an
/// ulp of that bit (LLVM's `lostFraction`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Lost {
    ExactlyZero,
    LessThanHalf,
    ExactlyHalf,
    MoreThanHalf,
}

impl Lost {
    /// Combine a more significant lost fraction with a less significant one.
    pub fn combine(self, less: Lost) -> Lost {
        if less == Lost::ExactlyZero {
            return self;
        }
        match self {
            Lost::ExactlyZero => Lost::LessThanHalf,
            Lost::ExactlyHalf => Lost::MoreThanHalf,
            other => other,
        }
    }
}

/// Lost fraction when the low `bits` bits of `v` are truncated.
pub(super) fn lost_big(v: &BigUint, bits: u64) -> Lost {
    if bits == 0 {
        return Lost::ExactlyZero;
    }
    match v.trailing_zeros() {
        None => Lost::ExactlyZero,
        Some(lsb) if bits <= lsb => Lost::ExactlyZero,
        Some(lsb) if bits == lsb + 1 => Lost::ExactlyHalf,
        Some(_) => {
            if v.bit(bits - 1) {
                Lost::MoreThanHalf
            } else {
                Lost::LessThanHalf
            }
        }
    }
}

/// [`lost_big`] for a `u128`.
pub(super) fn lost_u128(v: u128, bits: u32) -> Lost {
    if bits == 0 || v == 0 {
        return Lost::ExactlyZero;
    }
    let lsb = v.trailing_zeros();
    if bits <= lsb {
        Lost::ExactlyZero
    } else if bits == lsb + 1 {
        Lost::ExactlyHalf
    } else if bits <= 128 && (v >> (bits - 1)) & 1 == 1 {
        Lost::MoreThanHalf
    } else {
        Lost::LessThanHalf
    }
}

/// Number of significant bits of `v` (0 for 0).
pub(super) fn bits_u128(v: u128) -> u32 {
    128 - v.leading_zeros()
}

/// An unpacked float; the format is passed alongside.
#[derive(Copy, Clone, Debug)]
pub(super) struct Fp {
    pub cat: Category,
    pub sign: bool,
    pub exp: i32,
    pub sig: u128,
}

/// Whether a rounding mode rounds to nearest.
fn is_nearest(rm: RoundingMode) -> bool {
    matches!(
        rm,
        RoundingMode::NearestTiesToEven | RoundingMode::NearestTiesToAway
    )
}

/// Whether truncation with the given lost fraction must instead increment the
/// magnitude (LLVM's `roundAwayFromZero`); `lsb_set` is the kept LSB.
pub(super) fn round_away(rm: RoundingMode, lost: Lost, lsb_set: bool, sign: bool) -> bool {
    match rm {
        RoundingMode::NearestTiesToAway => {
            matches!(lost, Lost::ExactlyHalf | Lost::MoreThanHalf)
        }
        RoundingMode::NearestTiesToEven => match lost {
            Lost::MoreThanHalf => true,
            Lost::ExactlyHalf => lsb_set,
            _ => false,
        },
        RoundingMode::TowardZero => false,
        RoundingMode::TowardPositive => !sign,
        RoundingMode::TowardNegative => sign,
    }
}

impl Fp {
    pub fn zero_raw(sem: FloatSemantics, sign: bool) -> Fp {
        Fp {
            cat: Category::Zero,
            sign,
            exp: sem.min_exponent() - 1,
            sig: 0,
        }
    }

    /// LLVM's `makeZero` (no negative zero with the NaN-is-negative-zero
    /// encoding).  Formats without zero (E8M0) get their closest value, the
    /// smallest normalized number, as LLVM's canonicalization does.
    pub fn zero(sem: FloatSemantics, sign: bool) -> Fp {
        if !sem.has_zero() {
            return Fp::smallest_normalized(sem, false);
        }
        let sign = sign && sem.nan_encoding() != NanEncoding::NegativeZero;
        Fp::zero_raw(sem, sign)
    }

    /// LLVM's `makeInf`: NaN for NaN-only formats.  Finite-only formats have
    /// no infinity; LLVM (`llvm_unreachable`, a no-op in release builds) then
    /// still produces an infinity, which encodes as a signed zero.
    pub fn inf(sem: FloatSemantics, sign: bool) -> Fp {
        if sem.non_finite_behavior() == NonFiniteBehavior::NanOnly {
            return Fp::nan(sem, false, sign, None);
        }
        Fp {
            cat: Category::Infinity,
            sign,
            exp: sem.max_exponent() + 1,
            sig: 0,
        }
    }

    /// Exponent LLVM stores for NaNs of this format.
    fn exponent_nan(sem: FloatSemantics) -> i32 {
        if sem.non_finite_behavior() == NonFiniteBehavior::NanOnly {
            if sem.nan_encoding() == NanEncoding::NegativeZero {
                return sem.min_exponent() - 1;
            }
            if sem.has_signed_repr() {
                return sem.max_exponent();
            }
        }
        sem.max_exponent() + 1
    }

    /// LLVM's `makeNaN(SNaN, Negative, fill)`.
    ///
    /// Finite-only formats have no NaN; like LLVM's release build (whose
    /// `llvm_unreachable` is a no-op) we still produce a NaN, which encodes
    /// as a signed zero.
    pub fn nan(sem: FloatSemantics, snan: bool, neg: bool, fill: Option<u128>) -> Fp {
        let p = sem.precision();
        let payload_mask = if p >= 2 { (1u128 << (p - 1)) - 1 } else { 0 };
        let mut sign = neg;
        let mut snan = snan;
        let mut sig = fill.map_or(0, |f| f & payload_mask);
        if sem.non_finite_behavior() == NonFiniteBehavior::NanOnly {
            // These formats do not distinguish quiet and signalling NaNs.
            snan = false;
            if sem.nan_encoding() == NanEncoding::NegativeZero {
                sign = true;
                sig = 0;
            } else {
                sig = payload_mask;
            }
        }
        let qnan_bit = p.saturating_sub(2);
        if snan {
            sig &= !(1u128 << qnan_bit);
            if sig == 0 && qnan_bit > 0 {
                sig |= 1u128 << (qnan_bit - 1);
            }
        } else if sem.nan_encoding() != NanEncoding::NegativeZero {
            sig |= 1u128 << qnan_bit;
        }
        if sem == FloatSemantics::F80 {
            // A real NaN, not an x87 pseudo-NaN: set the explicit integer bit.
            sig |= 1u128 << (qnan_bit + 1);
        }
        Fp {
            cat: Category::NaN,
            sign,
            exp: Fp::exponent_nan(sem),
            sig,
        }
    }

    /// LLVM's `makeLargest`.
    pub fn largest(sem: FloatSemantics, sign: bool) -> Fp {
        let p = sem.precision();
        let mut sig = (1u128 << p) - 1;
        if sem.non_finite_behavior() == NonFiniteBehavior::NanOnly
            && sem.nan_encoding() == NanEncoding::AllOnes
            && p > 1
        {
            sig &= !1;
        }
        Fp {
            cat: Category::Normal,
            sign,
            exp: sem.max_exponent(),
            sig,
        }
    }

    /// LLVM's `makeSmallest` (smallest denormal).
    pub fn smallest(sem: FloatSemantics, sign: bool) -> Fp {
        Fp {
            cat: Category::Normal,
            sign,
            exp: sem.min_exponent(),
            sig: 1,
        }
    }

    /// LLVM's `makeSmallestNormalized`.
    pub fn smallest_normalized(sem: FloatSemantics, sign: bool) -> Fp {
        Fp {
            cat: Category::Normal,
            sign,
            exp: sem.min_exponent(),
            sig: 1u128 << (sem.precision() - 1),
        }
    }

    pub fn is_nan(&self) -> bool {
        self.cat == Category::NaN
    }

    pub fn is_finite_nonzero(&self) -> bool {
        self.cat == Category::Normal
    }

    /// LLVM's `isSignaling`.
    pub fn is_signaling(&self, sem: FloatSemantics) -> bool {
        if self.cat != Category::NaN || sem.non_finite_behavior() != NonFiniteBehavior::Ieee754 {
            return false;
        }
        (self.sig >> (sem.precision() - 2)) & 1 == 0
    }

    /// LLVM's `makeQuiet`.
    pub fn make_quiet(&mut self, sem: FloatSemantics) {
        if sem.non_finite_behavior() != NonFiniteBehavior::NanOnly && sem.precision() >= 2 {
            self.sig |= 1u128 << (sem.precision() - 2);
        }
    }

    /// LLVM's `changeSign`: with NaN-is-negative-zero neither zero nor NaN
    /// can change sign.
    pub fn change_sign(&mut self, sem: FloatSemantics) {
        if sem.nan_encoding() == NanEncoding::NegativeZero
            && matches!(self.cat, Category::Zero | Category::NaN)
        {
            return;
        }
        self.sign = !self.sign;
    }

    /// LLVM's `bitwiseIsEqual` on the unpacked representation.
    pub fn bitwise_eq(&self, other: &Fp) -> bool {
        if self.cat != other.cat || self.sign != other.sign {
            return false;
        }
        match self.cat {
            Category::Zero | Category::Infinity => true,
            Category::Normal => self.exp == other.exp && self.sig == other.sig,
            Category::NaN => self.sig == other.sig,
        }
    }

    /// LLVM's `isDenormal`.
    pub fn is_denormal(&self, sem: FloatSemantics) -> bool {
        self.cat == Category::Normal
            && self.exp == sem.min_exponent()
            && (self.sig >> (sem.precision() - 1)) & 1 == 0
    }

    /// Decode an encoding (LLVM's `initFromAPInt`).
    pub fn unpack(sem: FloatSemantics, bits: u128) -> Fp {
        match sem {
            FloatSemantics::F80 => Fp::unpack_x87(bits),
            FloatSemantics::F8E8M0FNU => {
                let e = (bits & 0xff) as i32;
                if e == 0xff {
                    Fp {
                        cat: Category::NaN,
                        sign: false,
                        exp: Fp::exponent_nan(sem),
                        sig: 1,
                    }
                } else {
                    Fp {
                        cat: Category::Normal,
                        sign: false,
                        exp: e - 127,
                        sig: 1,
                    }
                }
            }
            _ => Fp::unpack_ieee(sem, bits),
        }
    }

    fn unpack_ieee(sem: FloatSemantics, bits: u128) -> Fp {
        let info = sem.info();
        let trailing = info.precision - 1;
        let exp_bits = info.size_in_bits - 1 - trailing;
        let bias = 1 - info.min_exponent;
        let frac = bits & ((1u128 << trailing) - 1);
        let field = ((bits >> trailing) & ((1u128 << exp_bits) - 1)) as i32;
        let sign = (bits >> (info.size_in_bits - 1)) & 1 == 1;
        let is_zero = field == 0 && frac == 0;
        let all_ones_exp = (1i32 << exp_bits) - 1;
        if info.non_finite == NonFiniteBehavior::Ieee754 && field == all_ones_exp && frac == 0 {
            return Fp {
                cat: Category::Infinity,
                sign,
                exp: info.max_exponent + 1,
                sig: 0,
            };
        }
        let is_nan = match info.nan_encoding {
            NanEncoding::Ieee => field - bias == Fp::exponent_nan(sem) && frac != 0,
            NanEncoding::AllOnes => {
                field - bias == Fp::exponent_nan(sem) && frac == (1u128 << trailing) - 1
            }
            NanEncoding::NegativeZero => is_zero && sign,
        };
        if is_nan {
            return Fp {
                cat: Category::NaN,
                sign,
                exp: Fp::exponent_nan(sem),
                sig: frac,
            };
        }
        if is_zero {
            return Fp::zero_raw(sem, sign);
        }
        if field == 0 {
            Fp {
                cat: Category::Normal,
                sign,
                exp: info.min_exponent,
                sig: frac,
            }
        } else {
            Fp {
                cat: Category::Normal,
                sign,
                exp: field - bias,
                sig: frac | (1u128 << trailing),
            }
        }
    }

    /// x87 decoding: pseudo-infinities, pseudo-NaNs and unnormals are NaNs,
    /// pseudo-denormals (exponent 0, integer bit set) are normal numbers.
    fn unpack_x87(bits: u128) -> Fp {
        let sig = bits & u64::MAX as u128;
        let field = ((bits >> 64) & 0x7fff) as i32;
        let sign = (bits >> 79) & 1 == 1;
        let int_bit = sig >> 63 == 1;
        if field == 0 && sig == 0 {
            Fp::zero_raw(FloatSemantics::F80, sign)
        } else if field == 0x7fff && sig == 1u128 << 63 {
            Fp {
                cat: Category::Infinity,
                sign,
                exp: 16384,
                sig: 0,
            }
        } else if field == 0x7fff || (field != 0 && !int_bit) {
            Fp {
                cat: Category::NaN,
                sign,
                exp: 16384,
                sig,
            }
        } else {
            let exp = if field == 0 { -16382 } else { field - 16383 };
            Fp {
                cat: Category::Normal,
                sign,
                exp,
                sig,
            }
        }
    }

    /// Encode (LLVM's `bitcastToAPInt`).
    pub fn pack(&self, sem: FloatSemantics) -> u128 {
        match sem {
            FloatSemantics::F80 => self.pack_x87(),
            _ => self.pack_ieee(sem),
        }
    }

    fn pack_ieee(&self, sem: FloatSemantics) -> u128 {
        let info = sem.info();
        let trailing = info.precision - 1;
        let exp_bits = if trailing == 0 {
            info.size_in_bits
        } else {
            info.size_in_bits - 1 - trailing
        };
        let bias: i64 = if sem == FloatSemantics::F8E8M0FNU {
            -(info.min_exponent as i64)
        } else {
            1 - info.min_exponent as i64
        };
        let frac_mask = (1u128 << trailing) - 1;
        let (field, frac): (i64, u128) = match self.cat {
            Category::Normal => {
                let mut f = self.exp as i64 + bias;
                if f == 1 && (self.sig >> trailing) & 1 == 0 {
                    f = 0; // denormal
                }
                (f, self.sig)
            }
            Category::Zero => {
                if !info.has_zero {
                    // Not reachable through the public API (E8M0 zero is
                    // canonicalized to the smallest normalized value).
                    return Fp::smallest_normalized(sem, false).pack(sem);
                }
                (info.min_exponent as i64 - 1 + bias, 0)
            }
            // Finite-only formats cannot encode Inf / NaN; LLVM's release
            // build (observed through mlir-opt) emits just the sign bit.
            Category::Infinity | Category::NaN
                if info.non_finite == NonFiniteBehavior::FiniteOnly =>
            {
                return (self.sign as u128) << (info.size_in_bits - 1);
            }
            Category::Infinity => (info.max_exponent as i64 + 1 + bias, 0),
            Category::NaN => (Fp::exponent_nan(sem) as i64 + bias, self.sig),
        };
        let exp_mask = (1u128 << exp_bits) - 1;
        let mut out = frac & frac_mask;
        out |= ((field as u128) & exp_mask) << trailing;
        // The sign goes to the top bit; for the unsigned E8M0 this ORs into
        // the exponent field, exactly like LLVM's encoder does.
        out |= (self.sign as u128) << (info.size_in_bits - 1);
        out
    }

    fn pack_x87(&self) -> u128 {
        let (field, sig): (u128, u128) = match self.cat {
            Category::Normal => {
                let mut f = (self.exp + 16383) as u128;
                if f == 1 && self.sig >> 63 == 0 {
                    f = 0;
                }
                (f, self.sig)
            }
            Category::Zero => (0, 0),
            Category::Infinity => (0x7fff, 1u128 << 63),
            Category::NaN => (0x7fff, self.sig),
        };
        (sig & u64::MAX as u128) | ((field & 0x7fff) << 64) | ((self.sign as u128) << 79)
    }
}

/// LLVM's `handleOverflow`: infinity (NaN without infinities) or the largest
/// finite value depending on the rounding direction.
pub(super) fn handle_overflow(sem: FloatSemantics, sign: bool, rm: RoundingMode) -> (Fp, OpStatus) {
    if sem.non_finite_behavior() != NonFiniteBehavior::FiniteOnly
        && (is_nearest(rm)
            || (rm == RoundingMode::TowardPositive && !sign)
            || (rm == RoundingMode::TowardNegative && sign))
    {
        return (Fp::inf(sem, sign), OpStatus::OVERFLOW | OpStatus::INEXACT);
    }
    (Fp::largest(sem, sign), OpStatus::INEXACT)
}

/// Whether the trailing significand (everything but the integer bit) is all
/// ones; never true for precision 1 (LLVM's `isSignificandAllOnes`).
fn trailing_all_ones(sem: FloatSemantics, sig: u128) -> bool {
    let p = sem.precision();
    if p <= 1 {
        return false;
    }
    let mask = (1u128 << (p - 1)) - 1;
    sig & mask == mask
}

/// Whether the all-ones trailing significand at the top exponent is the NaN
/// encoding, so reaching it means overflow.
fn hits_all_ones_nan(sem: FloatSemantics, exp: i32, sig: u128) -> bool {
    sem.non_finite_behavior() == NonFiniteBehavior::NanOnly
        && sem.nan_encoding() == NanEncoding::AllOnes
        && exp == sem.max_exponent()
        && trailing_all_ones(sem, sig)
}

/// Round the exact value `(mant + lost) * 2^lsb_exp` into `sem`.
///
/// `lost` describes a fraction below the LSB of `mant`; callers either pass
/// an exact mantissa (`ExactlyZero`) or append a sticky bit themselves, so a
/// non-zero `lost` only occurs together with `mant == 0` (the decimal
/// underflow shortcut), which is handled like LLVM's `normalize` does.
pub(super) fn round_value(
    sem: FloatSemantics,
    sign: bool,
    mant: &BigUint,
    lsb_exp: i64,
    lost: Lost,
    rm: RoundingMode,
) -> (Fp, OpStatus) {
    let p = sem.precision() as i64;
    let min_e = sem.min_exponent() as i64;
    let max_e = sem.max_exponent() as i64;
    if mant.is_zero() {
        if lost == Lost::ExactlyZero {
            return (Fp::zero(sem, sign), OpStatus::OK);
        }
        return round_tail(sem, sign, min_e as i32, 0, lost, rm);
    }
    let omsb = mant.bits() as i64;
    // Exponent of the integer bit if the mantissa had exactly `p` bits.
    let exponent = lsb_exp + p - 1;
    let mut change = omsb - p;
    if exponent + change > max_e {
        return handle_overflow(sem, sign, rm);
    }
    if exponent + change < min_e {
        change = min_e - exponent;
    }
    let (sig, lost) = if change < 0 {
        debug_assert_eq!(lost, Lost::ExactlyZero);
        (mant.clone() << ((-change) as u64), lost)
    } else if change > 0 {
        let lf = lost_big(mant, change as u64);
        (mant >> (change as u64), lf.combine(lost))
    } else {
        (mant.clone(), lost)
    };
    let sig = sig.to_u128().expect("significand fits the precision");
    round_tail(sem, sign, (exponent + change) as i32, sig, lost, rm)
}

/// Rounding of an aligned significand (the second half of LLVM's
/// `normalize`): `sig` has at most `precision` bits at exponent `exp`.
pub(super) fn round_tail(
    sem: FloatSemantics,
    sign: bool,
    mut exp: i32,
    mut sig: u128,
    lost: Lost,
    rm: RoundingMode,
) -> (Fp, OpStatus) {
    let p = sem.precision();
    let mut omsb = bits_u128(sig);
    if hits_all_ones_nan(sem, exp, sig) {
        return handle_overflow(sem, sign, rm);
    }
    if lost == Lost::ExactlyZero {
        if omsb == 0 {
            return (Fp::zero(sem, sign), OpStatus::OK);
        }
        return (
            Fp {
                cat: Category::Normal,
                sign,
                exp,
                sig,
            },
            OpStatus::OK,
        );
    }
    if round_away(rm, lost, sig & 1 == 1, sign) {
        if omsb == 0 {
            exp = sem.min_exponent();
        }
        sig += 1;
        omsb = bits_u128(sig);
        if omsb == p + 1 {
            if exp == sem.max_exponent() {
                let dir = if sign {
                    RoundingMode::TowardNegative
                } else {
                    RoundingMode::TowardPositive
                };
                return handle_overflow(sem, sign, dir);
            }
            sig >>= 1;
            exp += 1;
            return (
                Fp {
                    cat: Category::Normal,
                    sign,
                    exp,
                    sig,
                },
                OpStatus::INEXACT,
            );
        }
        if hits_all_ones_nan(sem, exp, sig) {
            return handle_overflow(sem, sign, rm);
        }
    }
    if omsb == p {
        return (
            Fp {
                cat: Category::Normal,
                sign,
                exp,
                sig,
            },
            OpStatus::INEXACT,
        );
    }
    let status = OpStatus::UNDERFLOW | OpStatus::INEXACT;
    if omsb == 0 {
        return (Fp::zero(sem, sign), status);
    }
    (
        Fp {
            cat: Category::Normal,
            sign,
            exp,
            sig,
        },
        status,
    )
}
