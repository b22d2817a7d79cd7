//! Fixed-width two's-complement integers of any bit width (LLVM's `APInt`).
//!
//! Values of up to 64 bits are stored inline; wider ones (`i128`, `ui96`,
//! `i1023`) in a boxed word array. Every value is kept masked to its width, so
//! equality and hashing are structural.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;

/// A `width`-bit integer without signedness; operations say how to interpret it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct APInt {
    width: u32,
    val: Repr,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    Small(u64),
    Big(Box<[u64]>),
}

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn num_words(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl fmt::Debug for APInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "APInt<{}>({})", self.width, self.to_string_unsigned())
    }
}

impl APInt {
    /// The value `v` truncated to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> APInt {
        if width <= 64 {
            APInt {
                width,
                val: Repr::Small(v & mask(width)),
            }
        } else {
            let mut words = vec![0u64; num_words(width)];
            words[0] = v;
            APInt::from_words(width, &words)
        }
    }

    /// The value `v` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> APInt {
        if width <= 64 {
            APInt::from_u64(width, v as u64)
        } else {
            let fill = if v < 0 { u64::MAX } else { 0 };
            let mut words = vec![fill; num_words(width)];
            words[0] = v as u64;
            APInt::from_words(width, &words)
        }
    }

    /// Builds from little-endian 64-bit words (extra bits are discarded).
    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        if width <= 64 {
            return APInt::from_u64(width, words.first().copied().unwrap_or(0));
        }
        let n = num_words(width);
        let mut w: Vec<u64> = words.iter().copied().take(n).collect();
        w.resize(n, 0);
        let top = width % 64;
        if top != 0 {
            w[n - 1] &= mask(top);
        }
        APInt {
            width,
            val: Repr::Big(w.into_boxed_slice()),
        }
    }

    /// Zero of the given width.
    pub fn zero(width: u32) -> APInt {
        APInt::from_u64(width, 0)
    }

    /// All ones (-1) of the given width.
    pub fn all_ones(width: u32) -> APInt {
        APInt::from_i64(width, -1)
    }

    /// Bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Little-endian 64-bit words (at least one).
    pub fn words(&self) -> std::borrow::Cow<'_, [u64]> {
        match &self.val {
            Repr::Small(v) => std::borrow::Cow::Borrowed(std::slice::from_ref(v)),
            Repr::Big(w) => std::borrow::Cow::Borrowed(w),
        }
    }

    /// The low 64 bits, zero-extended.
    pub fn low_u64(&self) -> u64 {
        match &self.val {
            Repr::Small(v) => *v,
            Repr::Big(w) => w[0],
        }
    }

    /// The value as `u64` if it fits when read as unsigned.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.val {
            Repr::Small(v) => Some(*v),
            Repr::Big(w) => w[1..].iter().all(|&x| x == 0).then_some(w[0]),
        }
    }

    /// The value read as signed, if it fits in `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        match self.val {
            Repr::Small(_) if self.width == 0 => Some(0),
            Repr::Small(v) => {
                let shift = 64 - self.width;
                Some(((v << shift) as i64) >> shift)
            }
            Repr::Big(_) => self.to_bigint_signed().to_i64(),
        }
    }

    /// The value sign-extended to 64 bits (truncating wider values).
    pub fn sext_u64(&self) -> i64 {
        if self.width == 0 {
            return 0;
        }
        if self.width >= 64 {
            return self.low_u64() as i64;
        }
        let shift = 64 - self.width;
        ((self.low_u64() << shift) as i64) >> shift
    }

    /// True if the value is zero.
    pub fn is_zero(&self) -> bool {
        match &self.val {
            Repr::Small(v) => *v == 0,
            Repr::Big(w) => w.iter().all(|&x| x == 0),
        }
    }

    /// Value of bit `i`.
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        match &self.val {
            Repr::Small(v) => (v >> i) & 1 == 1,
            Repr::Big(w) => (w[(i / 64) as usize] >> (i % 64)) & 1 == 1,
        }
    }

    /// True if the most significant bit is set.
    pub fn is_sign_bit_set(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// Number of leading zero bits.
    pub fn leading_zeros(&self) -> u32 {
        if let Repr::Small(v) = self.val {
            return v.leading_zeros() - (64 - self.width);
        }
        for i in (0..self.width).rev() {
            if self.bit(i) {
                return self.width - 1 - i;
            }
        }
        self.width
    }

    /// Number of trailing zero bits.
    pub fn trailing_zeros(&self) -> u32 {
        (0..self.width).find(|&i| self.bit(i)).unwrap_or(self.width)
    }

    /// Number of set bits.
    pub fn count_ones(&self) -> u32 {
        self.words().iter().map(|w| w.count_ones()).sum()
    }

    /// The value as a non-negative big integer.
    pub fn to_biguint(&self) -> BigUint {
        match &self.val {
            Repr::Small(v) => BigUint::from(*v),
            Repr::Big(w) => {
                let digits: Vec<u32> = w
                    .iter()
                    .flat_map(|&x| [x as u32, (x >> 32) as u32])
                    .collect();
                BigUint::new(digits)
            }
        }
    }

    /// The value read as a two's-complement signed number.
    pub fn to_bigint_signed(&self) -> BigInt {
        let u = BigInt::from(self.to_biguint());
        if self.is_sign_bit_set() {
            u - (BigInt::one() << self.width as usize)
        } else {
            u
        }
    }

    /// The value `v` reduced modulo 2^width.
    pub fn from_bigint(width: u32, v: &BigInt) -> APInt {
        let modulus = BigInt::one() << width as usize;
        let mut r = v % &modulus;
        if r.sign() == Sign::Minus {
            r += &modulus;
        }
        let (_, digits) = r.to_u64_digits();
        APInt::from_words(width, &digits)
    }

    /// Parses a non-negative decimal or `0x` hexadecimal literal into the
    /// narrowest width that holds it (at least 1 bit). Returns `None` on a
    /// malformed literal.
    pub fn parse_literal(spelling: &str) -> Option<APInt> {
        let (digits, radix) = match spelling.strip_prefix("0x") {
            Some(h) => (h, 16),
            None => (spelling, 10),
        };
        if digits.is_empty() {
            return None;
        }
        // (the common case, a literal that fits 64 bits, without bignums)
        if let Ok(v) = u64::from_str_radix(digits, radix) {
            if digits.bytes().all(|c| c.is_ascii_hexdigit()) {
                return Some(APInt::from_u64((64 - v.leading_zeros()).max(1), v));
            }
        }
        let v = BigUint::parse_bytes(digits.as_bytes(), radix)?;
        let bits = (v.bits() as u32).max(1);
        let (_, words) = BigInt::from(v).to_u64_digits();
        Some(APInt::from_words(bits, &words))
    }

    /// Zero-extends (or truncates) to `width` bits.
    pub fn zext_or_trunc(&self, width: u32) -> APInt {
        if width <= 64 {
            return APInt::from_u64(width, self.low_u64());
        }
        APInt::from_words(width, &self.words())
    }

    /// Sign-extends (or truncates) to `width` bits.
    pub fn sext_or_trunc(&self, width: u32) -> APInt {
        if width <= self.width || !self.is_sign_bit_set() {
            return self.zext_or_trunc(width);
        }
        APInt::from_bigint(width, &self.to_bigint_signed())
    }

    /// Two's-complement negation.
    pub fn neg(&self) -> APInt {
        if let Repr::Small(v) = self.val {
            return APInt::from_u64(self.width, v.wrapping_neg());
        }
        APInt::from_bigint(self.width, &-BigInt::from(self.to_biguint()))
    }

    /// Decimal text of the value read as unsigned.
    pub fn to_string_unsigned(&self) -> String {
        match &self.val {
            Repr::Small(v) => v.to_string(),
            Repr::Big(_) => self.to_biguint().to_string(),
        }
    }

    /// Decimal text of the value read as signed.
    pub fn to_string_signed(&self) -> String {
        match &self.val {
            Repr::Small(_) => self.sext_u64().to_string(),
            Repr::Big(_) => self.to_bigint_signed().to_string(),
        }
    }

    /// Stores the value as `nbytes` little-endian bytes.
    pub fn write_le_bytes(&self, out: &mut Vec<u8>, nbytes: usize) {
        let words = self.words();
        for i in 0..nbytes {
            let w = words.get(i / 8).copied().unwrap_or(0);
            out.push((w >> ((i % 8) * 8)) as u8);
        }
    }

    /// Reads a `width`-bit value from little-endian bytes.
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> APInt {
        let mut words = vec![0u64; num_words(width)];
        for (i, &b) in bytes.iter().enumerate().take(words.len() * 8) {
            words[i / 8] |= (b as u64) << ((i % 8) * 8);
        }
        APInt::from_words(width, &words)
    }

    fn binop_big(&self, rhs: &APInt, f: impl Fn(BigInt, BigInt) -> BigInt, signed: bool) -> APInt {
        let (a, b) = if signed {
            (self.to_bigint_signed(), rhs.to_bigint_signed())
        } else {
            (
                BigInt::from(self.to_biguint()),
                BigInt::from(rhs.to_biguint()),
            )
        };
        APInt::from_bigint(self.width, &f(a, b))
    }

    /// Wrapping addition.
    pub fn add(&self, rhs: &APInt) -> APInt {
        match (&self.val, &rhs.val) {
            (Repr::Small(a), Repr::Small(b)) => APInt::from_u64(self.width, a.wrapping_add(*b)),
            _ => self.binop_big(rhs, |a, b| a + b, false),
        }
    }

    /// Wrapping subtraction.
    pub fn sub(&self, rhs: &APInt) -> APInt {
        match (&self.val, &rhs.val) {
            (Repr::Small(a), Repr::Small(b)) => APInt::from_u64(self.width, a.wrapping_sub(*b)),
            _ => self.binop_big(rhs, |a, b| a - b, false),
        }
    }

    /// Wrapping multiplication.
    pub fn mul(&self, rhs: &APInt) -> APInt {
        match (&self.val, &rhs.val) {
            (Repr::Small(a), Repr::Small(b)) => APInt::from_u64(self.width, a.wrapping_mul(*b)),
            _ => self.binop_big(rhs, |a, b| a * b, false),
        }
    }

    /// Unsigned division; `None` when dividing by zero.
    pub fn udiv(&self, rhs: &APInt) -> Option<APInt> {
        (!rhs.is_zero()).then(|| self.binop_big(rhs, |a, b| a / b, false))
    }

    /// Unsigned remainder; `None` when dividing by zero.
    pub fn urem(&self, rhs: &APInt) -> Option<APInt> {
        (!rhs.is_zero()).then(|| self.binop_big(rhs, |a, b| a % b, false))
    }

    /// Signed division truncating toward zero (wraps on MIN / -1); `None` on zero.
    pub fn sdiv(&self, rhs: &APInt) -> Option<APInt> {
        (!rhs.is_zero()).then(|| self.binop_big(rhs, |a, b| a / b, true))
    }

    /// Signed remainder with the sign of the dividend; `None` on zero.
    pub fn srem(&self, rhs: &APInt) -> Option<APInt> {
        (!rhs.is_zero()).then(|| self.binop_big(rhs, |a, b| a % b, true))
    }

    fn bitwise(&self, rhs: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        let (a, b) = (self.words(), rhs.words());
        let w: Vec<u64> = a.iter().zip(b.iter()).map(|(x, y)| f(*x, *y)).collect();
        APInt::from_words(self.width, &w)
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &APInt) -> APInt {
        self.bitwise(rhs, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &APInt) -> APInt {
        self.bitwise(rhs, |a, b| a | b)
    }

    /// Bitwise xor.
    pub fn xor(&self, rhs: &APInt) -> APInt {
        self.bitwise(rhs, |a, b| a ^ b)
    }

    /// Bitwise not.
    pub fn not(&self) -> APInt {
        self.xor(&APInt::all_ones(self.width))
    }

    /// Shift left by `amount` bits (zero when `amount >= width`).
    pub fn shl(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        APInt::from_bigint(
            self.width,
            &(BigInt::from(self.to_biguint()) << amount as usize),
        )
    }

    /// Logical shift right.
    pub fn lshr(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        APInt::from_bigint(
            self.width,
            &BigInt::from(self.to_biguint() >> amount as usize),
        )
    }

    /// Arithmetic shift right.
    pub fn ashr(&self, amount: u32) -> APInt {
        let amount = amount.min(self.width.saturating_sub(1));
        let v = self.to_bigint_signed();
        // BigInt's >> rounds toward negative infinity, like an arithmetic shift.
        APInt::from_bigint(self.width, &(v >> amount as usize))
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &APInt) -> Ordering {
        self.to_biguint().cmp(&rhs.to_biguint())
    }

    /// Signed comparison.
    pub fn scmp(&self, rhs: &APInt) -> Ordering {
        self.to_bigint_signed().cmp(&rhs.to_bigint_signed())
    }

    /// True if the value is one.
    pub fn is_one(&self) -> bool {
        self.to_u64() == Some(1)
    }

    /// True if all bits are set.
    pub fn is_all_ones(&self) -> bool {
        self.count_ones() == self.width
    }

    /// The signed minimum (`0b100..0`) of the given width.
    pub fn signed_min(width: u32) -> APInt {
        if width == 0 {
            return APInt::zero(0);
        }
        APInt::zero(width).set_bit(width - 1)
    }

    /// The signed maximum (`0b011..1`) of the given width.
    pub fn signed_max(width: u32) -> APInt {
        APInt::signed_min(width).not()
    }

    /// A copy with bit `i` set.
    pub fn set_bit(&self, i: u32) -> APInt {
        let mut w = self.words().into_owned();
        w[(i / 64) as usize] |= 1u64 << (i % 64);
        APInt::from_words(self.width, &w)
    }

    /// True when the big integer `v` is zero (helper for callers using BigInt).
    pub fn big_is_zero(v: &BigInt) -> bool {
        v.is_zero()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_parsing_picks_minimal_width() {
        let v = APInt::parse_literal("255").unwrap();
        assert_eq!(v.width(), 8);
        assert_eq!(v.to_u64(), Some(255));
        let h = APInt::parse_literal("0xFFFFFFFFFFFFFFFFFFFF").unwrap();
        assert_eq!(h.width(), 80);
        assert_eq!(h.zext_or_trunc(80).to_string_signed(), "-1");
        assert!(APInt::parse_literal("0x").is_none());
        assert!(APInt::parse_literal("12a").is_none());
    }

    /// The inline (≤ 64-bit) fast paths agree with the bignum arithmetic
    /// they bypass, at every width and around the word boundary.
    #[test]
    fn small_fast_paths_match_bignum_arithmetic() {
        let values = [
            0u64,
            1,
            2,
            5,
            127,
            128,
            255,
            256,
            1 << 31,
            u32::MAX as u64,
            1 << 63,
        ];
        let values = values.iter().flat_map(|&v| [v, v.wrapping_sub(1), !v]);
        for v in values {
            for text in [v.to_string(), format!("0x{v:x}")] {
                let lit = APInt::parse_literal(&text).unwrap();
                let (digits, radix) = match text.strip_prefix("0x") {
                    Some(h) => (h, 16),
                    None => (text.as_str(), 10),
                };
                let big = BigUint::parse_bytes(digits.as_bytes(), radix).unwrap();
                assert_eq!(lit.width(), (big.bits() as u32).max(1), "{text}");
                assert_eq!(lit.to_biguint(), big, "{text}");
            }
            for width in [0u32, 1, 7, 8, 31, 32, 63, 64] {
                let x = APInt::from_u64(width, v);
                let m = if width == 64 {
                    u64::MAX
                } else {
                    (1u64 << width) - 1
                };
                let expect_neg = APInt::from_bigint(width, &-BigInt::from(x.to_biguint()));
                assert_eq!(x.neg(), expect_neg, "neg {v} i{width}");
                assert_eq!(x.to_i64(), x.to_bigint_signed().to_i64(), "{v} i{width}");
                let lz = (0..width).rev().take_while(|&i| !x.bit(i)).count() as u32;
                assert_eq!(x.leading_zeros(), lz, "{v} i{width}");
                for to in [1u32, 16, 64, 65, 128] {
                    let z = x.zext_or_trunc(to);
                    assert_eq!(z.width(), to);
                    let tm = if to >= 64 { u64::MAX } else { (1u64 << to) - 1 };
                    assert_eq!(
                        z.to_biguint(),
                        BigUint::from(v & m & tm),
                        "zext {v} i{width}->{to}"
                    );
                }
            }
        }
    }

    #[test]
    fn signed_and_unsigned_printing() {
        let v = APInt::from_u64(8, 255);
        assert_eq!(v.to_string_signed(), "-1");
        assert_eq!(v.to_string_unsigned(), "255");
        let big = APInt::from_i64(128, -5);
        assert_eq!(big.to_string_signed(), "-5");
        assert_eq!(
            big.to_string_unsigned(),
            "340282366920938463463374607431768211451"
        );
        assert_eq!(APInt::zero(0).to_string_signed(), "0");
    }

    #[test]
    fn arithmetic_wraps_at_width() {
        let a = APInt::from_i64(8, 127);
        let b = APInt::from_i64(8, 1);
        assert_eq!(a.add(&b).to_string_signed(), "-128");
        assert_eq!(
            APInt::from_i64(8, -7)
                .sdiv(&APInt::from_i64(8, 2))
                .unwrap()
                .to_string_signed(),
            "-3"
        );
        assert_eq!(
            APInt::from_i64(8, -7)
                .srem(&APInt::from_i64(8, 2))
                .unwrap()
                .to_string_signed(),
            "-1"
        );
        assert_eq!(APInt::from_i64(8, -8).ashr(1).to_string_signed(), "-4");
        assert_eq!(APInt::from_i64(8, -8).lshr(1).to_u64(), Some(124));
        assert_eq!(
            APInt::from_i64(100, -1).shl(99).to_string_signed(),
            (-(BigInt::one() << 99usize)).to_string()
        );
        assert!(APInt::from_u64(8, 1).udiv(&APInt::zero(8)).is_none());
    }

    #[test]
    fn le_bytes_round_trip() {
        let v = APInt::from_i64(96, -2);
        let mut bytes = Vec::new();
        v.write_le_bytes(&mut bytes, 12);
        assert_eq!(bytes.len(), 12);
        assert_eq!(APInt::from_le_bytes(96, &bytes), v);
    }
}
