//! Conversions between floats and strings: LLVM's `convertFromString`
//! (decimal and C99 hexadecimal input, correctly rounded for any format and
//! rounding mode) and `toString` (LLVM's exact, big-integer based decimal
//! output including its digit-rounding quirks).

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

use super::core::{handle_overflow, round_value, Category, Fp, Lost};
use super::fixed_uint::{FixedUint, TEN19};
use super::semantics::FloatSemantics;
use super::{OpStatus, RoundingMode};

/// Why a string is not a valid float (messages follow LLVM's).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParseFloatError(pub &'static str);

impl std::fmt::Display for ParseFloatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for ParseFloatError {}

type ParseResult<T> = Result<T, ParseFloatError>;

fn err<T>(msg: &'static str) -> ParseResult<T> {
    Err(ParseFloatError(msg))
}

/// LLVM's `convertFromString`.
pub(super) fn from_str(
    sem: FloatSemantics,
    s: &str,
    rm: RoundingMode,
) -> ParseResult<(Fp, OpStatus)> {
    if s.is_empty() {
        return err("Invalid string length");
    }
    if let Some(fp) = specials(sem, s) {
        return Ok((fp, OpStatus::OK));
    }
    let bytes = s.as_bytes();
    let negative = bytes[0] == b'-';
    let mut rest = bytes;
    if rest[0] == b'-' || rest[0] == b'+' {
        rest = &rest[1..];
        if rest.is_empty() {
            return err("String has no digits");
        }
    }
    if rest.len() >= 2 && rest[0] == b'0' && (rest[1] == b'x' || rest[1] == b'X') {
        if rest.len() == 2 {
            return err("Invalid string");
        }
        return from_hex(sem, negative, &rest[2..], rm);
    }
    from_decimal(sem, negative, rest, rm)
}

/// LLVM's `convertFromStringSpecials`: `inf`, `-inf`, `nan`, `snan`,
/// `nan(payload)` and friends.
fn specials(sem: FloatSemantics, s: &str) -> Option<Fp> {
    const MIN_NAME_SIZE: usize = 3;
    if s.len() < MIN_NAME_SIZE {
        return None;
    }
    if s == "inf" || s == "INFINITY" || s == "+Inf" {
        return Some(Fp::inf(sem, false));
    }
    let mut s = s;
    let negative = s.starts_with('-');
    if negative {
        s = &s[1..];
        if s.len() < MIN_NAME_SIZE {
            return None;
        }
        if s == "inf" || s == "INFINITY" || s == "Inf" {
            return Some(Fp::inf(sem, true));
        }
    }
    let signaling = s.starts_with('s') || s.starts_with('S');
    if signaling {
        s = &s[1..];
        if s.len() < MIN_NAME_SIZE {
            return None;
        }
    }
    if !(s.starts_with("nan") || s.starts_with("NaN")) {
        return None;
    }
    s = &s[3..];
    if s.is_empty() {
        return Some(Fp::nan(sem, signaling, negative, None));
    }
    if s.starts_with('(') {
        if s.len() <= 2 || !s.ends_with(')') {
            return None;
        }
        s = &s[1..s.len() - 1];
    }
    let mut radix = 10;
    if s.starts_with('0') {
        if s.len() > 1 && (s.as_bytes()[1] == b'x' || s.as_bytes()[1] == b'X') {
            s = &s[2..];
            radix = 16;
        } else {
            radix = 8;
        }
    }
    if s.is_empty() || !s.bytes().all(|c| (c as char).is_digit(radix)) {
        return None;
    }
    let payload = BigUint::parse_bytes(s.as_bytes(), radix)?;
    let low = (payload & ((BigUint::one() << 127u32) - 1u32)).to_u128()?;
    Some(Fp::nan(sem, signaling, negative, Some(low)))
}

/// LLVM's `readExponent`: a missing exponent is 0 and magnitudes saturate at
/// 24000 (remaining characters are then not checked, as in LLVM).
fn read_exponent(s: &[u8]) -> ParseResult<i64> {
    const OVERLARGE: i64 = 24000;
    if s.is_empty() || ((s[0] == b'-' || s[0] == b'+') && s.len() == 1) {
        return Ok(0);
    }
    let negative = s[0] == b'-';
    let mut i = 0;
    if s[0] == b'-' || s[0] == b'+' {
        i = 1;
    }
    if !s[i].is_ascii_digit() {
        return err("Invalid character in exponent");
    }
    let mut abs = (s[i] - b'0') as i64;
    i += 1;
    while i < s.len() {
        if !s[i].is_ascii_digit() {
            return err("Invalid character in exponent");
        }
        abs = abs * 10 + (s[i] - b'0') as i64;
        if abs >= OVERLARGE {
            abs = OVERLARGE;
            break;
        }
        i += 1;
    }
    Ok(if negative { -abs } else { abs })
}

/// Decimal significand digits and exponents of a decimal literal
/// (LLVM's `interpretDecimal`).
struct Decimal {
    /// Significant digits, without leading and trailing zeros (empty: zero).
    digits: Vec<u8>,
    /// Value is `digits * 10^exponent`.
    exponent: i64,
    /// Decimal exponent of the first significant digit.
    normalized_exponent: i64,
}

fn interpret_decimal(s: &[u8]) -> ParseResult<Decimal> {
    let mut all_digits: Vec<u8> = Vec::new();
    let mut dot_pos: Option<usize> = None;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'.' {
            if dot_pos.is_some() {
                return err("String contains multiple dots");
            }
            dot_pos = Some(all_digits.len());
        } else if c.is_ascii_digit() {
            all_digits.push(c - b'0');
        } else {
            break;
        }
        i += 1;
    }
    if s.len() == 1 && s[0] == b'.' {
        return err("Significand has no digits");
    }
    let mut exp = 0i64;
    if i != s.len() {
        if s[i] != b'e' && s[i] != b'E' {
            return err("Invalid character in significand");
        }
        if i == 0 {
            return err("Significand has no digits");
        }
        if dot_pos.is_some() && i == 1 {
            return err("Significand has no digits");
        }
        exp = read_exponent(&s[i + 1..])?;
    }
    let dot = dot_pos.unwrap_or(all_digits.len()) as i64;
    let first = all_digits.iter().position(|&d| d != 0);
    let Some(first) = first else {
        return Ok(Decimal {
            digits: Vec::new(),
            exponent: 0,
            normalized_exponent: 0,
        });
    };
    let last = all_digits.iter().rposition(|&d| d != 0).unwrap_or(first);
    Ok(Decimal {
        digits: all_digits[first..=last].to_vec(),
        exponent: exp + dot - 1 - last as i64,
        normalized_exponent: exp + dot - 1 - first as i64,
    })
}

/// LLVM's `convertFromDecimalString`, computed exactly.
fn from_decimal(
    sem: FloatSemantics,
    negative: bool,
    s: &[u8],
    rm: RoundingMode,
) -> ParseResult<(Fp, OpStatus)> {
    let d = interpret_decimal(s)?;
    if d.digits.is_empty() {
        return Ok((Fp::zero(sem, negative), OpStatus::OK));
    }
    let p = sem.precision() as i64;
    let n = d.normalized_exponent;
    // The same quick overflow / underflow tests as LLVM (42039/12655 and
    // 28738/8651 bracket log2(10)); they are exact decisions, and keep huge
    // exponents away from the big-integer path.
    if n - 1 > (i32::MAX / 42039) as i64 {
        return Ok(handle_overflow(sem, negative, rm));
    }
    if n - 1 < (i32::MIN / 42039) as i64
        || (n + 1) * 28738 <= 8651 * (sem.min_exponent() as i64 - p)
    {
        return Ok(round_value(
            sem,
            negative,
            &BigUint::zero(),
            0,
            Lost::LessThanHalf,
            rm,
        ));
    }
    if (n - 1) * 42039 >= 12655 * sem.max_exponent() as i64 {
        return Ok(handle_overflow(sem, negative, rm));
    }
    let mut int = BigUint::zero();
    for &dg in &d.digits {
        int = int * 10u32 + dg as u32;
    }
    if d.exponent >= 0 {
        let m = int * BigUint::from(10u32).pow(d.exponent as u32);
        return Ok(round_value(sem, negative, &m, 0, Lost::ExactlyZero, rm));
    }
    // value = int / 10^k = int / 5^k * 2^-k: long division with a sticky bit.
    let k = (-d.exponent) as u64;
    let five = BigUint::from(5u32).pow(k as u32);
    let shift = (p + 3 + five.bits() as i64 - int.bits() as i64).max(0) as u64;
    let num = int << shift;
    let q = &num / &five;
    let sticky = !(num % &five).is_zero();
    let m = (q << 1u32) | BigUint::from(sticky as u8);
    Ok(round_value(
        sem,
        negative,
        &m,
        -(k as i64) - shift as i64 - 1,
        Lost::ExactlyZero,
        rm,
    ))
}

/// LLVM's `convertFromHexadecimalString` (`s` follows the `0x`).
fn from_hex(
    sem: FloatSemantics,
    negative: bool,
    s: &[u8],
    rm: RoundingMode,
) -> ParseResult<(Fp, OpStatus)> {
    let mut mant = BigUint::zero();
    let mut dot: Option<usize> = None;
    let mut ndigits = 0usize;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'.' {
            if dot.is_some() {
                return err("String contains multiple dots");
            }
            dot = Some(ndigits);
            i += 1;
            continue;
        }
        let Some(v) = (c as char).to_digit(16) else {
            break;
        };
        mant = (mant << 4u32) | BigUint::from(v);
        ndigits += 1;
        i += 1;
    }
    if s.len() == 1 && s[0] == b'.' {
        return err("Significand has no digits");
    }
    if i == s.len() {
        return err("Hex strings require an exponent");
    }
    if s[i] != b'p' && s[i] != b'P' {
        return err("Invalid character in significand");
    }
    if i == 0 {
        return err("Significand has no digits");
    }
    if dot.is_some() && i == 1 {
        return err("Significand has no digits");
    }
    if mant.is_zero() {
        // The exponent of a zero is ignored (not even validated).
        return Ok((Fp::zero(sem, negative), OpStatus::OK));
    }
    let e = total_exponent(&s[i + 1..])?;
    let frac_digits = ndigits - dot.unwrap_or(ndigits);
    Ok(round_value(
        sem,
        negative,
        &mant,
        e - 4 * frac_digits as i64,
        Lost::ExactlyZero,
        rm,
    ))
}

/// Binary exponent of a hex float (LLVM's `totalExponent`); saturating far
/// outside every format's range, which does not change any result.
fn total_exponent(s: &[u8]) -> ParseResult<i64> {
    if s.is_empty() {
        return err("Exponent has no digits");
    }
    let negative = s[0] == b'-';
    let mut i = 0;
    if s[0] == b'-' || s[0] == b'+' {
        i = 1;
        if s.len() == 1 {
            return err("Exponent has no digits");
        }
    }
    let mut v = 0i64;
    for &c in &s[i..] {
        if !c.is_ascii_digit() {
            return err("Invalid character in exponent");
        }
        v = (v * 10 + (c - b'0') as i64).min(1 << 40);
    }
    Ok(if negative { -v } else { v })
}

/// LLVM's `IEEEFloat::toString`.
pub(super) fn to_string(
    sem: FloatSemantics,
    x: &Fp,
    format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    match x.cat {
        Category::Infinity => return if x.sign { "-Inf".into() } else { "+Inf".into() },
        Category::NaN => return "NaN".into(),
        Category::Zero => {
            if x.sign {
                out.push('-');
            }
            if format_max_padding == 0 {
                if truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    if format_precision > 1 {
                        out.extend(std::iter::repeat_n('0', format_precision as usize - 1));
                    }
                    out.push_str("e+00");
                }
            } else {
                out.push('0');
            }
            return out;
        }
        Category::Normal => {}
    }
    let p = sem.precision();
    let exp = x.exp as i64 - (p as i64 - 1);
    to_string_impl(
        &mut out,
        x.sign,
        exp,
        x.sig,
        p,
        format_precision,
        format_max_padding,
        truncate_zero,
    );
    out
}

/// Drop decimal digits of `sig` (by truncating division) while it has more
/// bits than `precision` decimal digits need; LLVM does this before
/// rounding, which can make the final rounding differ from exact rounding.
fn adjust_binary(sig: &mut BigUint, exp: &mut i64, precision: u32) {
    let bits = sig.bits();
    // 196/59 slightly overestimates log2(10).
    let required = (precision as u64 * 196).div_ceil(59);
    if bits <= required {
        return;
    }
    let tens = (bits - required) * 59 / 196;
    if tens == 0 {
        return;
    }
    *exp += tens as i64;
    *sig = &*sig / BigUint::from(10u32).pow(tens as u32);
}

/// Round the digit buffer (least significant digit first) to `precision`
/// digits, half-up on the first dropped digit only, as LLVM does.
fn adjust_digits(buf: &mut Vec<u8>, exp: &mut i64, precision: u32) {
    let n = buf.len();
    let precision = precision as usize;
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buf[first - 1] < 5 {
        while first < n && buf[first] == 0 {
            first += 1;
        }
        *exp += first as i64;
        buf.drain(..first);
        return;
    }
    let mut i = first;
    while i != n {
        if buf[i] == 9 {
            first += 1;
            i += 1;
        } else {
            buf[i] += 1;
            break;
        }
    }
    if first == n {
        *exp += first as i64;
        buf.clear();
        buf.push(1);
        return;
    }
    *exp += first as i64;
    buf.drain(..first);
}

#[allow(clippy::too_many_arguments)]
fn to_string_impl(
    out: &mut String,
    negative: bool,
    exp: i64,
    sig: u128,
    sem_precision: u32,
    mut format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) {
    if negative {
        out.push('-');
    }
    if format_precision == 0 {
        // Enough digits to round-trip (Steele & White).
        format_precision = 2 + sem_precision * 59 / 196;
    }
    let (mut buf, mut exp) = match decimal_digits_fixed(sig, exp, format_precision) {
        Some(r) => r,
        None => decimal_digits_big(BigUint::from(sig), exp, format_precision),
    };
    adjust_digits(&mut buf, &mut exp, format_precision);
    let ndigits = buf.len();
    let digit = |i: usize| (b'0' + buf[i]) as char;

    let scientific = if format_max_padding == 0 {
        true
    } else if exp >= 0 {
        // 765e3 --> 765000, unless that looks more precise than it is.
        exp as u64 > format_max_padding as u64
            || ndigits as u64 + exp as u64 > format_precision as u64
    } else {
        let msd = exp + ndigits as i64 - 1;
        msd < 0 && (-msd) as u64 > format_max_padding as u64
    };

    if scientific {
        exp += ndigits as i64 - 1;
        out.push(digit(ndigits - 1));
        out.push('.');
        if ndigits == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..ndigits {
                out.push(digit(ndigits - 1 - i));
            }
        }
        if !truncate_zero && format_precision as usize > ndigits - 1 {
            out.extend(std::iter::repeat_n(
                '0',
                format_precision as usize - ndigits + 1,
            ));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return;
    }

    if exp >= 0 {
        for i in 0..ndigits {
            out.push(digit(ndigits - 1 - i));
        }
        out.extend(std::iter::repeat_n('0', exp as usize));
        return;
    }

    let whole = exp + ndigits as i64;
    let mut i = 0usize;
    if whole > 0 {
        while i != whole as usize {
            out.push(digit(ndigits - i - 1));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-whole) as usize));
    }
    while i != ndigits {
        out.push(digit(ndigits - i - 1));
        i += 1;
    }
}

/// The decimal digits (least significant first, no trailing zeros) and
/// decimal exponent of `sig * 2^exp`, after LLVM's `adjust_binary`
/// truncation: the exact big-integer computation.
fn decimal_digits_big(mut sig: BigUint, mut exp: i64, format_precision: u32) -> (Vec<u8>, i64) {
    // Ignore trailing binary zeros.
    let tz = sig.trailing_zeros().unwrap_or(0);
    exp += tz as i64;
    sig >>= tz;
    // Change the exponent from 2^e to 10^e.
    if exp > 0 {
        sig <<= exp as u64;
        exp = 0;
    } else if exp < 0 {
        // N * 2^-e == N * 5^e * 10^-e
        sig *= BigUint::from(5u32).pow((-exp) as u32);
    }
    adjust_binary(&mut sig, &mut exp, format_precision);

    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::new();
    let ten = BigUint::from(10u32);
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = (&sig % &ten).to_u8().unwrap_or(0);
        sig /= &ten;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(d);
            in_trail = false;
        }
    }
    (buf, exp)
}

/// [`decimal_digits_big`] on a stack integer; `None` when the value would
/// not fit (only extreme exponents of the widest formats).
fn decimal_digits_fixed(sig: u128, exp: i64, format_precision: u32) -> Option<(Vec<u8>, i64)> {
    if sig == 0 {
        return None;
    }
    let tz = sig.trailing_zeros() as i64;
    let (sig, mut exp) = (sig >> tz, exp + tz);
    // Bits needed: the shifted value, or the value times 5^-exp (log2(5) < 2.33).
    let need = 128 + exp.max(0) as u64 + ((-exp).max(0) as u64 * 233).div_ceil(100);
    if need + 64 > FixedUint::CAPACITY_BITS {
        return None;
    }
    let mut n = FixedUint::from_u128(sig);
    if exp > 0 {
        n.shl(exp as u64);
        exp = 0;
    } else if exp < 0 {
        n.mul_pow5((-exp) as u64);
    }
    // LLVM's adjust_binary.
    let bits = n.bits();
    let required = (format_precision as u64 * 196).div_ceil(59);
    if bits > required {
        let tens = (bits - required) * 59 / 196;
        if tens > 0 {
            exp += tens as i64;
            n.div_pow10(tens);
        }
    }
    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::with_capacity(40);
    let mut in_trail = true;
    while !n.is_zero() {
        let mut chunk = n.div_small(TEN19);
        let full = !n.is_zero();
        let mut emitted = 0;
        while chunk != 0 || (full && emitted < 19) {
            let d = (chunk % 10) as u8;
            chunk /= 10;
            emitted += 1;
            if in_trail && d == 0 {
                exp += 1;
            } else {
                buf.push(d);
                in_trail = false;
            }
        }
    }
    Some((buf, exp))
}

#[cfg(test)]
mod digit_tests {
    use super::*;

    /// The stack-integer digit path must equal the big-integer one for every
    /// precision and over the whole exponent range of the common formats.
    #[test]
    fn fixed_digits_match_big_digits() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut checked = 0;
        for i in 0..20000u64 {
            let bits = [11u32, 24, 53, 64, 113][(i % 5) as usize];
            let sig = ((next() as u128) << 64 | next() as u128) >> (128 - bits);
            let sig = sig | 1u128 << (bits - 1);
            let exp = (next() % 2400) as i64 - 1200;
            let prec = [0u32, 6, 9, 17, 36][(next() % 5) as usize];
            let Some(fast) = decimal_digits_fixed(sig, exp, prec) else {
                continue;
            };
            let slow = decimal_digits_big(BigUint::from(sig), exp, prec);
            assert_eq!(fast, slow, "sig {sig:#x} exp {exp} precision {prec}");
            checked += 1;
        }
        assert!(checked > 15000, "only {checked} cases fit the fixed path");
    }
}
