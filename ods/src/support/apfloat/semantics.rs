//! The 18 builtin floating-point formats of MLIR and their parameters.
//!
//! The numbers follow LLVM's `fltSemantics` tables: `max_exponent` is the
//! largest `E` such that `2^E` is representable, `min_exponent` the smallest
//! `E` such that `2^E` is a normal number, and `precision` counts the
//! significand bits including the integer bit.

/// How non-finite values (Inf / NaN) are represented by a format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NonFiniteBehavior {
    /// Standard IEEE 754: all-ones exponent encodes Inf (zero significand) and
    /// NaN (non-zero significand).
    Ieee754,
    /// No infinity; overflow produces NaN (the `FN` / `FNUZ` 8-bit formats and
    /// `f8E8M0FNU`).
    NanOnly,
    /// Neither infinity nor NaN (the `f6*` / `f4*` formats).
    FiniteOnly,
}

/// How NaN is encoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NanEncoding {
    /// All-ones exponent with a non-zero significand.
    Ieee,
    /// Exponent and significand all ones (e.g. `f8E4M3FN`: `0x7F` / `0xFF`).
    AllOnes,
    /// The negative-zero bit pattern (`0x80`) is the single NaN (`FNUZ`).
    NegativeZero,
}

/// One of MLIR's builtin floating point types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatSemantics {
    /// `f16`: IEEE half precision.
    F16,
    /// `bf16`: bfloat16.
    BF16,
    /// `f32`: IEEE single precision.
    F32,
    /// `tf32`: 1 sign, 8 exponent, 10 mantissa bits, IEEE-like.
    TF32,
    /// `f64`: IEEE double precision.
    F64,
    /// `f80`: x87 80-bit extended precision with an explicit integer bit.
    F80,
    /// `f128`: IEEE quadruple precision.
    F128,
    /// `f8E5M2`: IEEE-like 8-bit float.
    F8E5M2,
    /// `f8E4M3`: IEEE-like 8-bit float.
    F8E4M3,
    /// `f8E4M3FN`: no infinity, NaN is `S.1111.111`.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinity, no negative zero, NaN is `0x80`, bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinity, no negative zero, NaN is `0x80`, bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: like `f8E4M3FNUZ` with bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like 8-bit float.
    F8E3M4,
    /// `f8E8M0FNU`: exponent-only, unsigned, no zero, NaN is `0xFF`.
    F8E8M0FNU,
    /// `f6E2M3FN`: finite-only 6-bit float.
    F6E2M3FN,
    /// `f6E3M2FN`: finite-only 6-bit float.
    F6E3M2FN,
    /// `f4E2M1FN`: finite-only 4-bit float.
    F4E2M1FN,
}

/// The raw parameters of a format (LLVM's `fltSemantics`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct SemInfo {
    pub max_exponent: i32,
    pub min_exponent: i32,
    pub precision: u32,
    pub size_in_bits: u32,
    pub non_finite: NonFiniteBehavior,
    pub nan_encoding: NanEncoding,
    pub has_zero: bool,
    pub has_signed_repr: bool,
}

const fn ieee(max_exponent: i32, min_exponent: i32, precision: u32, size_in_bits: u32) -> SemInfo {
    SemInfo {
        max_exponent,
        min_exponent,
        precision,
        size_in_bits,
        non_finite: NonFiniteBehavior::Ieee754,
        nan_encoding: NanEncoding::Ieee,
        has_zero: true,
        has_signed_repr: true,
    }
}

const fn special(
    max_exponent: i32,
    min_exponent: i32,
    precision: u32,
    size_in_bits: u32,
    non_finite: NonFiniteBehavior,
    nan_encoding: NanEncoding,
) -> SemInfo {
    SemInfo {
        max_exponent,
        min_exponent,
        precision,
        size_in_bits,
        non_finite,
        nan_encoding,
        has_zero: true,
        has_signed_repr: true,
    }
}

impl FloatSemantics {
    /// Every format, in a fixed order.
    pub const ALL: [FloatSemantics; 18] = [
        FloatSemantics::F16,
        FloatSemantics::BF16,
        FloatSemantics::F32,
        FloatSemantics::TF32,
        FloatSemantics::F64,
        FloatSemantics::F80,
        FloatSemantics::F128,
        FloatSemantics::F8E5M2,
        FloatSemantics::F8E4M3,
        FloatSemantics::F8E4M3FN,
        FloatSemantics::F8E5M2FNUZ,
        FloatSemantics::F8E4M3FNUZ,
        FloatSemantics::F8E4M3B11FNUZ,
        FloatSemantics::F8E3M4,
        FloatSemantics::F8E8M0FNU,
        FloatSemantics::F6E2M3FN,
        FloatSemantics::F6E3M2FN,
        FloatSemantics::F4E2M1FN,
    ];

    pub(super) const fn info(self) -> SemInfo {
        use FloatSemantics::*;
        use NanEncoding as E;
        use NonFiniteBehavior as B;
        match self {
            F16 => ieee(15, -14, 11, 16),
            BF16 => ieee(127, -126, 8, 16),
            F32 => ieee(127, -126, 24, 32),
            TF32 => ieee(127, -126, 11, 19),
            F64 => ieee(1023, -1022, 53, 64),
            F80 => ieee(16383, -16382, 64, 80),
            F128 => ieee(16383, -16382, 113, 128),
            F8E5M2 => ieee(15, -14, 3, 8),
            F8E4M3 => ieee(7, -6, 4, 8),
            F8E3M4 => ieee(3, -2, 5, 8),
            F8E4M3FN => special(8, -6, 4, 8, B::NanOnly, E::AllOnes),
            F8E5M2FNUZ => special(15, -15, 3, 8, B::NanOnly, E::NegativeZero),
            F8E4M3FNUZ => special(7, -7, 4, 8, B::NanOnly, E::NegativeZero),
            F8E4M3B11FNUZ => special(4, -10, 4, 8, B::NanOnly, E::NegativeZero),
            F8E8M0FNU => SemInfo {
                max_exponent: 127,
                min_exponent: -127,
                precision: 1,
                size_in_bits: 8,
                non_finite: B::NanOnly,
                nan_encoding: E::AllOnes,
                has_zero: false,
                has_signed_repr: false,
            },
            F6E3M2FN => special(4, -2, 3, 6, B::FiniteOnly, E::Ieee),
            F6E2M3FN => special(2, 0, 4, 6, B::FiniteOnly, E::Ieee),
            F4E2M1FN => special(2, 0, 2, 4, B::FiniteOnly, E::Ieee),
        }
    }

    /// Storage width of the encoding in bits.
    pub const fn bit_width(self) -> u32 {
        self.info().size_in_bits
    }

    /// Significand bits including the (implicit or explicit) integer bit.
    pub const fn precision(self) -> u32 {
        self.info().precision
    }

    /// Largest `E` such that `2^E` is representable.
    pub const fn max_exponent(self) -> i32 {
        self.info().max_exponent
    }

    /// Smallest `E` such that `2^E` is a normal number.
    pub const fn min_exponent(self) -> i32 {
        self.info().min_exponent
    }

    /// How Inf / NaN are represented.
    pub const fn non_finite_behavior(self) -> NonFiniteBehavior {
        self.info().non_finite
    }

    /// How NaN is encoded.
    pub const fn nan_encoding(self) -> NanEncoding {
        self.info().nan_encoding
    }

    /// Whether the format has an infinity.
    pub const fn has_inf(self) -> bool {
        matches!(self.info().non_finite, NonFiniteBehavior::Ieee754)
    }

    /// Whether the format has a NaN.
    pub const fn has_nan(self) -> bool {
        !matches!(self.info().non_finite, NonFiniteBehavior::FiniteOnly)
    }

    /// Whether the format can represent zero (false only for `f8E8M0FNU`).
    pub const fn has_zero(self) -> bool {
        self.info().has_zero
    }

    /// Whether the format has a sign bit (false only for `f8E8M0FNU`).
    pub const fn has_signed_repr(self) -> bool {
        self.info().has_signed_repr
    }

    /// Whether negative zero exists (false for the `FNUZ` formats and E8M0).
    pub const fn has_signed_zero(self) -> bool {
        self.info().has_zero
            && self.info().has_signed_repr
            && !matches!(self.info().nan_encoding, NanEncoding::NegativeZero)
    }

    /// The builtin type name as spelled in MLIR's textual format.
    pub const fn mlir_name(self) -> &'static str {
        use FloatSemantics::*;
        match self {
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            TF32 => "tf32",
            F64 => "f64",
            F80 => "f80",
            F128 => "f128",
            F8E5M2 => "f8E5M2",
            F8E4M3 => "f8E4M3",
            F8E4M3FN => "f8E4M3FN",
            F8E5M2FNUZ => "f8E5M2FNUZ",
            F8E4M3FNUZ => "f8E4M3FNUZ",
            F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            F8E3M4 => "f8E3M4",
            F8E8M0FNU => "f8E8M0FNU",
            F6E2M3FN => "f6E2M3FN",
            F6E3M2FN => "f6E3M2FN",
            F4E2M1FN => "f4E2M1FN",
        }
    }

    /// Inverse of [`FloatSemantics::mlir_name`].
    pub fn from_mlir_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|s| s.mlir_name() == name)
    }

    /// Whether every value of `self` is exactly representable in `other`
    /// (LLVM's `isRepresentableBy`).
    pub const fn is_representable_by(self, other: FloatSemantics) -> bool {
        let a = self.info();
        let b = other.info();
        a.max_exponent <= b.max_exponent
            && a.min_exponent >= b.min_exponent
            && a.precision <= b.precision
    }

    /// Bits of an integer needed to hold every finite value (LLVM's
    /// `semanticsIntSizeInBits`).
    pub const fn int_size_in_bits(self, signed: bool) -> u32 {
        self.info().max_exponent as u32 + 1 + signed as u32
    }

    /// Mask selecting the encoding bits.
    pub(super) const fn bit_mask(self) -> u128 {
        let w = self.bit_width();
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }
}

impl std::fmt::Display for FloatSemantics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.mlir_name())
    }
}
