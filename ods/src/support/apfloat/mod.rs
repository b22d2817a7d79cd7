//! Arbitrary-format floating point values, modelled on `llvm::APFloat`.
//!
//! [`APFloat`] stores a value of one of MLIR's 18 builtin float types as its
//! raw encoding.  Every operation decodes it into an unpacked form, computes
//! the exact result with big integers, rounds once into the target format and
//! encodes again, so results are correctly rounded for every format and
//! rounding mode (no double rounding through `f64`).  Special values and the
//! textual forms reproduce LLVM bit for bit, including its quirks, because
//! the printer must match `mlir-opt` byte for byte:
//!
//! * [`APFloat::to_string_with`] is LLVM's `APFloat::toString`,
//! * [`APFloat::mlir_print`] is MLIR's `printFloatValue`,
//! * [`APFloat::from_str`] is LLVM's `convertFromString`,
//! * [`parse_float_literal`] is MLIR's float-literal parsing (through `f64`).
//!
//! Where LLVM hits `llvm_unreachable` (a no-op in release builds) we do what
//! the released `mlir-opt` observably does: NaN / infinity in the finite-only
//! `f6*` / `f4*` formats exist as values and encode as a signed zero, and
//! negative `f8E8M0FNU` values keep their sign (printed as `-4.000000e+00`)
//! while their encoding ORs the sign into the exponent field.
//!
//! Relationship to the oracle: every behaviour here was compared with
//! `mlir-opt` 22 (attribute printing, literal parsing and arith / math
//! constant folding); see the unit tests for recorded expected outputs.

mod arith;
mod core;
mod decimal;
mod fixed_uint;
mod semantics;

#[cfg(test)]
mod tests;

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint};

use self::core::{Category, Fp};
pub use self::decimal::ParseFloatError;
pub use self::semantics::{FloatSemantics, NanEncoding, NonFiniteBehavior};

/// IEEE 754 rounding direction (LLVM's `RoundingMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RoundingMode {
    /// Round to nearest, ties to even (the default).
    #[default]
    NearestTiesToEven,
    /// Round toward +infinity.
    TowardPositive,
    /// Round toward -infinity.
    TowardNegative,
    /// Round toward zero (truncate).
    TowardZero,
    /// Round to nearest, ties away from zero.
    NearestTiesToAway,
}

/// IEEE exception flags raised by an operation (LLVM's `opStatus`); the bit
/// values match LLVM's.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct OpStatus(u8);

impl OpStatus {
    /// No exception.
    pub const OK: OpStatus = OpStatus(0);
    /// Invalid operation (e.g. `0/0`, signalling NaN operand).
    pub const INVALID_OP: OpStatus = OpStatus(0x01);
    /// Division of a finite non-zero value by zero.
    pub const DIV_BY_ZERO: OpStatus = OpStatus(0x02);
    /// Result too large for the format.
    pub const OVERFLOW: OpStatus = OpStatus(0x04);
    /// Result tiny (denormal or zero) and inexact.
    pub const UNDERFLOW: OpStatus = OpStatus(0x08);
    /// Result not exact.
    pub const INEXACT: OpStatus = OpStatus(0x10);

    /// Raw flag bits (LLVM's encoding).
    pub const fn bits(self) -> u8 {
        self.0
    }
    /// No flag set.
    pub const fn is_ok(self) -> bool {
        self.0 == 0
    }
    /// Whether all flags of `other` are set in `self`.
    pub const fn contains(self, other: OpStatus) -> bool {
        self.0 & other.0 == other.0
    }
    /// `invalid_op` flag.
    pub const fn invalid_op(self) -> bool {
        self.contains(Self::INVALID_OP)
    }
    /// `div_by_zero` flag.
    pub const fn div_by_zero(self) -> bool {
        self.contains(Self::DIV_BY_ZERO)
    }
    /// `overflow` flag.
    pub const fn overflow(self) -> bool {
        self.contains(Self::OVERFLOW)
    }
    /// `underflow` flag.
    pub const fn underflow(self) -> bool {
        self.contains(Self::UNDERFLOW)
    }
    /// `inexact` flag.
    pub const fn inexact(self) -> bool {
        self.contains(Self::INEXACT)
    }
}

impl std::ops::BitOr for OpStatus {
    type Output = OpStatus;
    fn bitor(self, rhs: OpStatus) -> OpStatus {
        OpStatus(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for OpStatus {
    fn bitor_assign(&mut self, rhs: OpStatus) {
        self.0 |= rhs.0;
    }
}

/// Value class of a float (LLVM's `fltCategory`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatCategory {
    /// Positive or negative zero.
    Zero,
    /// Finite non-zero (normal or denormal).
    Normal,
    /// Positive or negative infinity.
    Infinity,
    /// Not a number.
    NaN,
}

/// A floating point value of one of MLIR's builtin float formats.
///
/// Like LLVM's `APFloat` it holds the decoded value (category, sign,
/// exponent, significand) rather than the encoding, because LLVM can hold
/// states that have no faithful encoding and MLIR prints them: negative
/// `f8E8M0FNU` values (LLVM's encoder ORs the sign into the exponent) and
/// infinities / NaNs of the finite-only `f6*` / `f4*` formats (which encode
/// as a signed zero).  [`APFloat::bits`] is LLVM's `bitcastToAPInt`.
///
/// Equality and hashing are LLVM's `bitwiseIsEqual` (`NaN == NaN` with the
/// same payload, `+0 != -0`); use [`APFloat::compare`] for IEEE comparison.
#[derive(Copy, Clone, Debug)]
pub struct APFloat {
    sem: FloatSemantics,
    fp: Fp,
}

impl PartialEq for APFloat {
    fn eq(&self, other: &APFloat) -> bool {
        self.sem == other.sem && self.fp.bitwise_eq(&other.fp)
    }
}

impl Eq for APFloat {}

impl std::hash::Hash for APFloat {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.sem.hash(state);
        let f = &self.fp;
        (f.cat as u8, f.sign).hash(state);
        match f.cat {
            Category::Normal => (f.exp, f.sig).hash(state),
            Category::NaN => f.sig.hash(state),
            Category::Zero | Category::Infinity => {}
        }
    }
}

impl APFloat {
    fn unpack(&self) -> Fp {
        self.fp
    }

    fn pack(sem: FloatSemantics, fp: &Fp) -> APFloat {
        APFloat { sem, fp: *fp }
    }

    fn with(sem: FloatSemantics, (fp, st): (Fp, OpStatus)) -> (APFloat, OpStatus) {
        (APFloat::pack(sem, &fp), st)
    }

    // ----- construction -----------------------------------------------------

    /// The value with encoding `bits` (LLVM's `APFloat(sem, APInt)`; bits
    /// beyond the format's width are ignored).
    pub fn from_bits(sem: FloatSemantics, bits: u128) -> APFloat {
        APFloat {
            sem,
            fp: Fp::unpack(sem, bits & sem.bit_mask()),
        }
    }

    /// `+0.0` or `-0.0` (no negative zero in `FNUZ` formats; `f8E8M0FNU` has
    /// no zero at all and yields its smallest value `2^-127`, as LLVM's
    /// default constructor does).
    pub fn zero(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Fp::zero(sem, negative))
    }

    /// Infinity; NaN for formats without infinity; the largest finite value
    /// for finite-only formats (LLVM: unreachable).
    pub fn inf(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Fp::inf(sem, negative))
    }

    /// The default quiet NaN (LLVM's `getQNaN`, `getNaN`).  Finite-only
    /// formats have none and get `+0`.
    pub fn qnan(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Fp::nan(sem, false, negative, None))
    }

    /// A quiet NaN with the given payload (LLVM's `getQNaN(sem, neg, &fill)`).
    pub fn qnan_with_payload(sem: FloatSemantics, negative: bool, payload: u128) -> APFloat {
        APFloat::pack(sem, &Fp::nan(sem, false, negative, Some(payload)))
    }

    /// A signalling NaN (LLVM's `getSNaN`); quiet in NaN-only formats.
    pub fn snan(sem: FloatSemantics, negative: bool, payload: Option<u128>) -> APFloat {
        APFloat::pack(sem, &Fp::nan(sem, true, negative, payload))
    }

    /// Largest finite value (LLVM's `getLargest`).
    pub fn largest(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Fp::largest(sem, negative))
    }

    /// Smallest positive (denormal) value, or its negation.
    pub fn smallest(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Fp::smallest(sem, negative))
    }

    /// Smallest normalized value, or its negation.
    pub fn smallest_normalized(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Fp::smallest_normalized(sem, negative))
    }

    /// `APFloat(double)` converted to `sem` (LLVM's `convert`).
    pub fn from_f64(sem: FloatSemantics, value: f64, rm: RoundingMode) -> (APFloat, OpStatus) {
        APFloat::from_bits(FloatSemantics::F64, value.to_bits() as u128).convert(sem, rm)
    }

    /// `APFloat(float)` converted to `sem`.
    pub fn from_f32(sem: FloatSemantics, value: f32, rm: RoundingMode) -> (APFloat, OpStatus) {
        APFloat::from_bits(FloatSemantics::F32, value.to_bits() as u128).convert(sem, rm)
    }

    /// Parse a string the way LLVM's `convertFromString` does: decimal
    /// (`-1.5e3`), C99 hexadecimal (`0x1.8p3`), `inf`/`-inf`/`INFINITY`,
    /// `nan`, `snan`, `nan(payload)`.  Correctly rounded in `sem` itself.
    pub fn from_str(
        sem: FloatSemantics,
        s: &str,
        rm: RoundingMode,
    ) -> Result<(APFloat, OpStatus), ParseFloatError> {
        decimal::from_str(sem, s, rm).map(|r| APFloat::with(sem, r))
    }

    /// Round a (mathematical) integer into `sem` (LLVM's `convertFromAPInt`).
    pub fn from_bigint(
        sem: FloatSemantics,
        value: &BigInt,
        rm: RoundingMode,
    ) -> (APFloat, OpStatus) {
        APFloat::with(sem, arith::from_bigint(sem, value, rm))
    }

    /// Round the `width`-bit integer `raw` (two's complement if `signed`)
    /// into `sem`, like LLVM's `convertFromAPInt(APInt(width, raw), signed)`.
    pub fn from_apint(
        sem: FloatSemantics,
        raw: &BigUint,
        width: u32,
        signed: bool,
        rm: RoundingMode,
    ) -> (APFloat, OpStatus) {
        let mask = (BigUint::from(1u32) << width) - 1u32;
        let v = raw & mask;
        if signed && width > 0 && v.bit(width as u64 - 1) {
            let mag = (BigUint::from(1u32) << width) - v;
            return APFloat::with(sem, arith::from_integer(sem, true, &mag, rm));
        }
        APFloat::with(sem, arith::from_integer(sem, false, &v, rm))
    }

    /// Convenience for [`APFloat::from_bigint`] with a machine integer.
    pub fn from_i128(sem: FloatSemantics, value: i128, rm: RoundingMode) -> (APFloat, OpStatus) {
        APFloat::from_bigint(sem, &BigInt::from(value), rm)
    }

    /// Convenience for [`APFloat::from_bigint`] with a machine integer.
    pub fn from_u128(sem: FloatSemantics, value: u128, rm: RoundingMode) -> (APFloat, OpStatus) {
        APFloat::from_bigint(sem, &BigInt::from(value), rm)
    }

    // ----- accessors -------------------------------------------------------------

    /// The format.
    pub fn semantics(&self) -> FloatSemantics {
        self.sem
    }

    /// The encoding (LLVM's `bitcastToAPInt`), zero-extended.  This
    /// canonicalizes x87 pseudo-denormals / unnormals like LLVM does.
    pub fn bits(&self) -> u128 {
        self.fp.pack(self.sem)
    }

    /// Value class.
    pub fn category(&self) -> FloatCategory {
        match self.unpack().cat {
            Category::Zero => FloatCategory::Zero,
            Category::Normal => FloatCategory::Normal,
            Category::Infinity => FloatCategory::Infinity,
            Category::NaN => FloatCategory::NaN,
        }
    }

    /// NaN (quiet or signalling).
    pub fn is_nan(&self) -> bool {
        self.unpack().cat == Category::NaN
    }
    /// Signalling NaN (never in NaN-only formats).
    pub fn is_signaling(&self) -> bool {
        self.unpack().is_signaling(self.sem)
    }
    /// Positive or negative infinity.
    pub fn is_inf(&self) -> bool {
        self.unpack().cat == Category::Infinity
    }
    /// Positive or negative zero.
    pub fn is_zero(&self) -> bool {
        self.unpack().cat == Category::Zero
    }
    /// Neither infinite nor NaN.
    pub fn is_finite(&self) -> bool {
        matches!(self.unpack().cat, Category::Zero | Category::Normal)
    }
    /// Finite and non-zero.
    pub fn is_finite_nonzero(&self) -> bool {
        self.unpack().cat == Category::Normal
    }
    /// Sign bit set (also for NaNs; the single `FNUZ` NaN is negative).
    pub fn is_negative(&self) -> bool {
        self.unpack().sign
    }
    /// Denormal (subnormal) number.
    pub fn is_denormal(&self) -> bool {
        self.unpack().is_denormal(self.sem)
    }
    /// Finite non-zero and not denormal.
    pub fn is_normal(&self) -> bool {
        self.is_finite_nonzero() && !self.is_denormal()
    }
    /// Smallest-magnitude denormal.
    pub fn is_smallest(&self) -> bool {
        let f = self.unpack();
        f.cat == Category::Normal && f.exp == self.sem.min_exponent() && f.sig == 1
    }
    /// Largest-magnitude finite value.
    pub fn is_largest(&self) -> bool {
        let f = self.unpack();
        let l = Fp::largest(self.sem, false);
        f.cat == Category::Normal && f.exp == l.exp && (self.sem.precision() == 1 || f.sig == l.sig)
    }
    /// Finite and integral.
    pub fn is_integer(&self) -> bool {
        if !self.is_finite() {
            return false;
        }
        let (t, _) = self.round_to_integral(RoundingMode::TowardZero);
        self.compare(&t) == Some(Ordering::Equal)
    }
    /// Exactly representable inverse exists (LLVM's `getExactInverse`).
    pub fn exact_inverse(&self) -> Option<APFloat> {
        let f = self.unpack();
        if f.cat != Category::Normal || f.sig.trailing_zeros() != self.sem.precision() - 1 {
            return None;
        }
        let (one, _) = APFloat::from_i128(self.sem, 1, RoundingMode::NearestTiesToEven);
        let (inv, st) = one.div(self, RoundingMode::NearestTiesToEven);
        if !st.is_ok() || inv.is_denormal() {
            return None;
        }
        Some(inv)
    }

    /// Whether the value equals the `f64` `v` converted to this format with
    /// round-to-nearest-even (LLVM's `isExactlyValue`, used by matchers such
    /// as `m_OneFloat`).
    pub fn is_exactly(&self, v: f64) -> bool {
        *self == APFloat::from_f64(self.sem, v, RoundingMode::NearestTiesToEven).0
    }

    /// Whether the two values have identical encodings (LLVM's
    /// `bitwiseIsEqual`).
    pub fn bitwise_eq(&self, other: &APFloat) -> bool {
        self.sem == other.sem && self.unpack().bitwise_eq(&other.unpack())
    }

    // ----- sign manipulation ----------------------------------------------

    /// Flip the sign (LLVM's `changeSign`).  Zero and NaN keep their sign in
    /// `FNUZ` formats.  Like LLVM this also flips the (unencodable) sign of
    /// the unsigned `f8E8M0FNU`.
    pub fn neg(&self) -> APFloat {
        let mut f = self.unpack();
        f.change_sign(self.sem);
        APFloat::pack(self.sem, &f)
    }

    /// Clear the sign (LLVM's `clearSign`).
    pub fn abs(&self) -> APFloat {
        if self.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// Take the sign of `sign` (LLVM's `copySign`).
    pub fn copy_sign(&self, sign: &APFloat) -> APFloat {
        if self.is_negative() != sign.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// Quiet a signalling NaN (other values unchanged).
    pub fn make_quiet(&self) -> APFloat {
        let mut f = self.unpack();
        if f.cat == Category::NaN {
            f.make_quiet(self.sem);
        }
        APFloat::pack(self.sem, &f)
    }

    // ----- conversions ---------------------------------------------------------

    /// Convert to another format (LLVM's `convert`).
    pub fn convert(&self, to: FloatSemantics, rm: RoundingMode) -> (APFloat, OpStatus) {
        let (r, st, _) = self.convert_with_info(to, rm);
        (r, st)
    }

    /// [`APFloat::convert`] that also returns LLVM's `losesInfo`.
    pub fn convert_with_info(
        &self,
        to: FloatSemantics,
        rm: RoundingMode,
    ) -> (APFloat, OpStatus, bool) {
        let (fp, st, loses) = arith::convert(self.sem, &self.unpack(), to, rm);
        (APFloat::pack(to, &fp), st, loses)
    }

    /// The value as `f64` (exact for formats that fit in `f64`, rounded to
    /// nearest-even for `f80` / `f128`).
    pub fn to_f64(&self) -> f64 {
        let (d, _) = self.convert(FloatSemantics::F64, RoundingMode::NearestTiesToEven);
        f64::from_bits(d.bits() as u64)
    }

    /// The value as `f32` (rounded to nearest-even when needed).
    pub fn to_f32(&self) -> f32 {
        let (d, _) = self.convert(FloatSemantics::F32, RoundingMode::NearestTiesToEven);
        f32::from_bits(d.bits() as u32)
    }

    /// Round to an integer of `width` bits (LLVM's `convertToInteger`).
    /// Out-of-range values and NaN saturate (NaN to 0) with `invalid_op`.
    /// Returns the integer, the status and LLVM's `isExact`.
    pub fn convert_to_integer(
        &self,
        width: u32,
        signed: bool,
        rm: RoundingMode,
    ) -> (BigInt, OpStatus, bool) {
        arith::to_integer(self.sem, &self.unpack(), width, signed, rm)
    }

    // ----- arithmetic -----------------------------------------------------------

    fn binary(
        &self,
        other: &APFloat,
        f: impl FnOnce(FloatSemantics, &Fp, &Fp) -> (Fp, OpStatus),
    ) -> (APFloat, OpStatus) {
        assert_eq!(
            self.sem, other.sem,
            "APFloat operands must have the same semantics"
        );
        APFloat::with(self.sem, f(self.sem, &self.unpack(), &other.unpack()))
    }

    /// `self + other`, correctly rounded.
    pub fn add(&self, other: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.binary(other, |s, a, b| arith::add_sub(s, a, b, rm, false))
    }

    /// `self - other`, correctly rounded.
    pub fn sub(&self, other: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.binary(other, |s, a, b| arith::add_sub(s, a, b, rm, true))
    }

    /// `self * other`, correctly rounded.
    pub fn mul(&self, other: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.binary(other, |s, a, b| arith::mul(s, a, b, rm))
    }

    /// `self / other`, correctly rounded.
    pub fn div(&self, other: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.binary(other, |s, a, b| arith::div(s, a, b, rm))
    }

    /// `self * mul + add` with a single rounding (LLVM's `fusedMultiplyAdd`).
    pub fn fma(&self, mul: &APFloat, add: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        assert!(
            self.sem == mul.sem && self.sem == add.sem,
            "APFloat operands must have the same semantics"
        );
        APFloat::with(
            self.sem,
            arith::fma(self.sem, &self.unpack(), &mul.unpack(), &add.unpack(), rm),
        )
    }

    /// C `fmod` (LLVM's `mod`, used by `arith.remf` folding): exact, sign of
    /// `self`.
    pub fn rem(&self, other: &APFloat) -> (APFloat, OpStatus) {
        self.binary(other, arith::fmod)
    }

    /// IEEE 754 `remainder` (quotient rounded to nearest even).
    pub fn ieee_remainder(&self, other: &APFloat) -> (APFloat, OpStatus) {
        self.binary(other, arith::remainder)
    }

    /// Round to an integral value in the same format (LLVM's
    /// `roundToIntegral`).
    pub fn round_to_integral(&self, rm: RoundingMode) -> (APFloat, OpStatus) {
        APFloat::with(
            self.sem,
            arith::round_to_integral(self.sem, &self.unpack(), rm),
        )
    }

    /// `self * 2^n` with one rounding (LLVM's `scalbn`; NaNs are quieted).
    pub fn scalbn(&self, n: i64, rm: RoundingMode) -> APFloat {
        APFloat::with(self.sem, arith::scalbn(self.sem, &self.unpack(), n, rm)).0
    }

    /// Unbiased exponent of the leading bit (`None` for zero, Inf, NaN).
    pub fn ilogb(&self) -> Option<i32> {
        arith::ilogb(self.sem, &self.unpack())
    }

    /// Next representable value toward +Inf (or -Inf when `down`).
    pub fn next(&self, down: bool) -> (APFloat, OpStatus) {
        APFloat::with(self.sem, arith::next(self.sem, &self.unpack(), down))
    }

    /// IEEE comparison; `None` when unordered (a NaN is involved).
    pub fn compare(&self, other: &APFloat) -> Option<Ordering> {
        assert_eq!(
            self.sem, other.sem,
            "APFloat operands must have the same semantics"
        );
        arith::compare(&self.unpack(), &other.unpack())
    }

    /// IEEE 754-2008 `minNum` (LLVM's `minnum`): a NaN operand is ignored
    /// (signalling NaNs are returned quieted), `-0 < +0`.
    pub fn minnum(&self, other: &APFloat) -> APFloat {
        if self.is_signaling() {
            return self.make_quiet();
        }
        if other.is_signaling() {
            return other.make_quiet();
        }
        if self.is_nan() {
            return *other;
        }
        if other.is_nan() {
            return *self;
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { *self } else { *other };
        }
        if other.compare(self) == Some(Ordering::Less) {
            *other
        } else {
            *self
        }
    }

    /// IEEE 754-2008 `maxNum` (LLVM's `maxnum`).
    pub fn maxnum(&self, other: &APFloat) -> APFloat {
        if self.is_signaling() {
            return self.make_quiet();
        }
        if other.is_signaling() {
            return other.make_quiet();
        }
        if self.is_nan() {
            return *other;
        }
        if other.is_nan() {
            return *self;
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { *other } else { *self };
        }
        if self.compare(other) == Some(Ordering::Less) {
            *other
        } else {
            *self
        }
    }

    /// IEEE 754-2019 `minimum` (LLVM's `minimum`): NaNs propagate (quieted).
    pub fn minimum(&self, other: &APFloat) -> APFloat {
        if self.is_nan() {
            return self.make_quiet();
        }
        if other.is_nan() {
            return other.make_quiet();
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { *self } else { *other };
        }
        if other.compare(self) == Some(Ordering::Less) {
            *other
        } else {
            *self
        }
    }

    /// IEEE 754-2019 `maximum` (LLVM's `maximum`).
    pub fn maximum(&self, other: &APFloat) -> APFloat {
        if self.is_nan() {
            return self.make_quiet();
        }
        if other.is_nan() {
            return other.make_quiet();
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { *other } else { *self };
        }
        if self.compare(other) == Some(Ordering::Less) {
            *other
        } else {
            *self
        }
    }

    /// IEEE 754-2019 `minimumNumber` (LLVM's `minimumnum`).
    pub fn minimumnum(&self, other: &APFloat) -> APFloat {
        if self.is_nan() {
            return if other.is_nan() {
                other.make_quiet()
            } else {
                *other
            };
        }
        if other.is_nan() {
            return *self;
        }
        self.minimum(other)
    }

    /// IEEE 754-2019 `maximumNumber` (LLVM's `maximumnum`).
    pub fn maximumnum(&self, other: &APFloat) -> APFloat {
        if self.is_nan() {
            return if other.is_nan() {
                other.make_quiet()
            } else {
                *other
            };
        }
        if other.is_nan() {
            return *self;
        }
        self.maximum(other)
    }

    // ----- text --------------------------------------------------------------

    /// LLVM's `APFloat::toString(Str, FormatPrecision, FormatMaxPadding,
    /// TruncateZero)`.  LLVM's defaults are `(0, 3, true)`, see the
    /// [`std::fmt::Display`] impl.
    pub fn to_string_with(
        &self,
        format_precision: u32,
        format_max_padding: u32,
        truncate_zero: bool,
    ) -> String {
        decimal::to_string(
            self.sem,
            &self.unpack(),
            format_precision,
            format_max_padding,
            truncate_zero,
        )
    }

    /// MLIR's `printFloatValue`: the shortest of LLVM's forms that parses
    /// back to the same value, else the bit pattern as hex.
    ///
    /// Finite values first try `%.6e`-like scientific notation; if that does
    /// not round-trip through LLVM's exactly rounded parser, the default
    /// `toString` form is used when it contains a `.`; infinities, NaNs and
    /// values whose default form is an integer print as `0x` + upper-case
    /// hex digits of the encoding (no zero padding).
    pub fn mlir_print(&self) -> String {
        let f = self.unpack();
        if matches!(f.cat, Category::Zero | Category::Normal) {
            let s = self.to_string_with(6, 0, false);
            if self.parses_back_exactly(&s, &f) {
                return s;
            }
            let s = self.to_string_with(0, 3, true);
            if s.contains('.') {
                return s;
            }
        }
        format!("0x{:X}", self.bits())
    }
}

impl APFloat {
    /// Whether decimal `s` parses (round to nearest even) to exactly `f`.
    /// For `f32`/`f64` Rust's parser, which is correctly rounded like
    /// LLVM's, answers without big integers.
    fn parses_back_exactly(&self, s: &str, f: &Fp) -> bool {
        match self.sem {
            FloatSemantics::F32 => s
                .parse::<f32>()
                .is_ok_and(|v| v.to_bits() as u128 == self.bits()),
            FloatSemantics::F64 => s
                .parse::<f64>()
                .is_ok_and(|v| v.to_bits() as u128 == self.bits()),
            _ => decimal::from_str(self.sem, s, RoundingMode::NearestTiesToEven)
                .is_ok_and(|(back, _)| back.bitwise_eq(f)),
        }
    }
}

impl std::fmt::Display for APFloat {
    /// LLVM's `APFloat::print` (`toString` with default arguments).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_string_with(0, 3, true))
    }
}

/// Parse an MLIR float literal token (`[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`,
/// sign given separately) as MLIR's parser does: the text is converted to
/// `f64` (correctly rounded; overflow gives infinity, as in MLIR), negated if
/// `negative`, then converted to `sem` with round-to-nearest-even.  Note the
/// double rounding for narrow formats and the `f64` precision for `f80` /
/// `f128`, which are MLIR's behaviour.  Returns `None` only for text that is
/// not a valid number (`StringRef::getAsDouble` failing).
pub fn parse_float_literal(text: &str, negative: bool, sem: FloatSemantics) -> Option<APFloat> {
    // Rust's `f64` parsing is correctly rounded like LLVM's, so it gives the
    // same double without big integers (MLIR's token syntax is a subset of
    // what it accepts; out-of-range values become infinity or zero in both).
    let plain_decimal = text.as_bytes().first().is_some_and(u8::is_ascii_digit)
        && text
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-'));
    if let Some(v) = plain_decimal.then(|| text.parse::<f64>().ok()).flatten() {
        let d = APFloat::from_bits(FloatSemantics::F64, v.to_bits() as u128);
        let d = if negative { d.neg() } else { d };
        return Some(d.convert(sem, RoundingMode::NearestTiesToEven).0);
    }
    let (d, st) =
        APFloat::from_str(FloatSemantics::F64, text, RoundingMode::NearestTiesToEven).ok()?;
    // getAsDouble rejects non-OK results that are not inexact.
    if !st.is_ok() && !st.inexact() {
        return None;
    }
    let d = if negative { d.neg() } else { d };
    Some(d.convert(sem, RoundingMode::NearestTiesToEven).0)
}

/// Parse a hexadecimal integer literal used as a float bit pattern
/// (`0x7C00 : f16`), as MLIR's `parseFloatFromIntegerLiteral`: `None` when
/// the text is not `0x` + hex digits or the value needs more bits than the
/// format has.
pub fn parse_hex_float_literal(text: &str, sem: FloatSemantics) -> Option<APFloat> {
    let digits = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))?;
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let v = BigUint::parse_bytes(digits.as_bytes(), 16)?;
    if v.bits() > sem.bit_width() as u64 {
        return None;
    }
    let bits = v
        .iter_u64_digits()
        .take(2)
        .enumerate()
        .fold(0u128, |acc, (i, d)| acc | ((d as u128) << (64 * i)));
    Some(APFloat::from_bits(sem, bits))
}
