//! Unit tests.
//!
//! * `PRINT_CASES` / `FOLD_CASES` (in `test_data.rs`) are outputs of the real
//!   `mlir-opt` (MLIR 22) and pin the printer and arithmetic bit for bit.
//! * A small, independent reference rounding (floor division of exact
//!   rationals) checks arithmetic, conversions and decimal parsing in every
//!   format and every rounding mode, including the status flags.
//! * `f32` / `f64` results are compared against the host's IEEE arithmetic.

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::core::{Category, Fp};
use super::*;

#[path = "test_data.rs"]
mod test_data;

use FloatSemantics as S;
use RoundingMode as R;

const ALL_RM: [RoundingMode; 5] = [
    R::NearestTiesToEven,
    R::TowardPositive,
    R::TowardNegative,
    R::TowardZero,
    R::NearestTiesToAway,
];

/// Deterministic xorshift generator (no external crates).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn u128(&mut self) -> u128 {
        ((self.next() as u128) << 64) | self.next() as u128
    }
    /// Random encodings biased toward interesting exponents and significands.
    fn bits(&mut self, sem: FloatSemantics) -> u128 {
        let w = sem.bit_width();
        let mask = sem.bit_mask();
        if w <= 8 || self.below(3) == 0 {
            return self.u128() & mask;
        }
        if sem == S::F80 {
            let e = match self.below(5) {
                0 => 0,
                1 => 1,
                2 => 0x7ffe,
                _ => 0x3f00 + self.below(0x200) as u128,
            };
            let frac = match self.below(4) {
                0 => 0,
                1 => (1 << 63) - 1,
                _ => self.next() as u128 & ((1 << 63) - 1),
            };
            return ((self.below(2) as u128) << 79) | (e << 64) | (1 << 63) | frac;
        }
        let t = sem.precision() - 1;
        let ew = w - 1 - t;
        let emax = (1u128 << ew) - 1;
        let e = match self.below(6) {
            0 => 0,
            1 => 1,
            2 => emax - 1,
            _ => (emax / 2).saturating_sub(20) + self.below(40) as u128,
        }
        .min(emax);
        let frac = match self.below(4) {
            0 => 0,
            1 => (1u128 << t) - 1,
            _ => self.u128() & ((1u128 << t) - 1),
        };
        ((self.below(2) as u128) << (w - 1)) | (e << t) | frac
    }
}

/// Multiplier for the randomized test sizes (`APFLOAT_TEST_SCALE=100 cargo
/// test --release` for a long run).
fn scale() -> usize {
    std::env::var("APFLOAT_TEST_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

fn rm_name(rm: RoundingMode) -> &'static str {
    match rm {
        R::NearestTiesToEven => "rne",
        R::TowardPositive => "up",
        R::TowardNegative => "down",
        R::TowardZero => "rtz",
        R::NearestTiesToAway => "rna",
    }
}

// ---------------------------------------------------------------------------
// Oracle regressions
// ---------------------------------------------------------------------------

#[test]
fn mlir_print_matches_mlir_opt() {
    for &(ty, lit, expected) in test_data::PRINT_CASES {
        let sem = FloatSemantics::from_mlir_name(ty).unwrap();
        let v = if lit.starts_with("0x") {
            parse_hex_float_literal(lit, sem).unwrap()
        } else {
            let (neg, text) = match lit.strip_prefix('-') {
                Some(t) => (true, t),
                None => (false, lit),
            };
            parse_float_literal(text, neg, sem).unwrap()
        };
        assert_eq!(v.mlir_print(), expected, "{lit} : {ty}");
    }
}

#[test]
fn arith_folds_match_mlir_opt() {
    for &(op, ty, a, b, expected) in test_data::FOLD_CASES {
        let sem = FloatSemantics::from_mlir_name(ty).unwrap();
        let (a, b) = (APFloat::from_bits(sem, a), APFloat::from_bits(sem, b));
        let one = APFloat::from_f64(sem, 1.0, R::NearestTiesToEven).0;
        // MLIR's folders short-cut these before calling APFloat.
        let r = match op {
            "addf" if b.is_zero() && b.is_negative() => a,
            "subf" if b.is_zero() && !b.is_negative() => a,
            "mulf" | "divf" if b == one && b.to_f64() == 1.0 => a,
            "addf" => a.add(&b, R::NearestTiesToEven).0,
            "subf" => a.sub(&b, R::NearestTiesToEven).0,
            "mulf" => a.mul(&b, R::NearestTiesToEven).0,
            "divf" => a.div(&b, R::NearestTiesToEven).0,
            "remf" => a.rem(&b).0,
            _ => unreachable!("{op}"),
        };
        assert_eq!(
            r.mlir_print(),
            expected,
            "{op} {ty} {:#x} {:#x}",
            a.bits(),
            b.bits()
        );
    }
}

#[test]
fn assorted_mlir_opt_outputs() {
    let lit = |s: &str, sem| {
        let (neg, t) = match s.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, s),
        };
        parse_float_literal(t, neg, sem).unwrap().mlir_print()
    };
    let hex = |s: &str, sem| parse_hex_float_literal(s, sem).unwrap().mlir_print();
    assert_eq!(lit("1.0e-5", S::F16), "1.001360e-05");
    assert_eq!(lit("3.14159265", S::F64), "3.1415926500000002");
    assert_eq!(lit("1.0e400", S::F64), "0x7FF0000000000000");
    assert_eq!(lit("1.0e-400", S::F64), "0.000000e+00");
    assert_eq!(lit("0.1", S::F80), "0.100000000000000005551");
    assert_eq!(
        lit("0.1", S::F128),
        "0.100000000000000005551115123125782702"
    );
    assert_eq!(lit("123456789.0", S::F32), "0x4CEB79A3");
    assert_eq!(lit("1.0e10", S::BF16), "9.999220e+09");
    assert_eq!(lit("-1.0", S::F8E8M0FNU), "-1.000000e+00");
    assert_eq!(lit("6.0", S::F4E2M1FN), "6.000000e+00");
    assert_eq!(lit("1.0e10", S::F4E2M1FN), "6.000000e+00");
    assert_eq!(lit("0.0", S::F8E8M0FNU), "5.877470e-39");
    assert_eq!(lit("500.0", S::F8E4M3FN), "0x7F");
    assert_eq!(lit("1.0e10", S::F8E4M3FNUZ), "0x80");
    assert_eq!(lit("-0.0", S::F8E4M3FNUZ), "0.000000e+00");
    assert_eq!(lit("1.0e-20", S::F8E8M0FNU), "6.776260e-21");
    assert_eq!(lit("3.0", S::F8E8M0FNU), "4.000000e+00");
    assert_eq!(hex("0x7C00", S::F16), "0x7C00");
    assert_eq!(hex("0x7FC00000", S::F32), "0x7FC00000");
    assert_eq!(hex("0x1", S::F4E2M1FN), "5.000000e-01");
    assert_eq!(hex("0xFF", S::F8E8M0FNU), "0xFF");
    assert_eq!(hex("0x80", S::F8E4M3FNUZ), "0x80");
    // x87: unnormals are NaNs and re-encode with an all-ones exponent;
    // pseudo-denormals are normal numbers.
    assert_eq!(
        hex("0x40004000000000000000", S::F80),
        "0x7FFF4000000000000000"
    );
    assert_eq!(
        hex("0x00008000000000000000", S::F80),
        "3.36210314311209350626E-4932"
    );
    // Folding quirks observed through arith canonicalization.
    let e8 = APFloat::from_bits(S::F8E8M0FNU, 0xFF);
    assert_eq!(
        e8.convert(S::F32, R::NearestTiesToEven).0.mlir_print(),
        "0x7F800000"
    );
    let f4inf =
        APFloat::from_bits(S::F16, 0x7C00).convert_with_info(S::F4E2M1FN, R::NearestTiesToEven);
    assert_eq!(
        (f4inf.0.mlir_print(), f4inf.1, f4inf.2),
        ("0x0".to_string(), OpStatus::OK, false)
    );
    let four = APFloat::from_f64(S::F8E8M0FNU, 4.0, R::NearestTiesToEven).0;
    assert_eq!(four.neg().mlir_print(), "-4.000000e+00");
    let a = APFloat::from_bits(S::F8E8M0FNU, 0x91);
    let b = APFloat::from_bits(S::F8E8M0FNU, 0xDC);
    assert_eq!(
        a.sub(&b, R::NearestTiesToEven).0.mlir_print(),
        "-9.903520e+27"
    );
    let six = APFloat::from_bits(S::F4E2M1FN, 0x7);
    assert_eq!(
        six.add(&six, R::NearestTiesToEven).0.mlir_print(),
        "6.000000e+00"
    );
    let z = APFloat::zero(S::F4E2M1FN, false);
    assert_eq!(z.div(&z, R::NearestTiesToEven).0.mlir_print(), "0x0");
}

// ---------------------------------------------------------------------------
// Independent reference rounding
// ---------------------------------------------------------------------------

/// An exact non-zero rational `(-1)^neg * num / den * 2^e`.
#[derive(Clone, Debug)]
struct Rat {
    neg: bool,
    num: BigUint,
    den: BigUint,
    e: i64,
}

fn shl(v: &BigUint, n: i64) -> BigUint {
    v << (n as u64)
}

impl Rat {
    fn of(x: &APFloat) -> Option<Rat> {
        let f = x.fp;
        if f.cat != Category::Normal {
            return None;
        }
        let e = f.exp as i64 - (x.sem.precision() as i64 - 1);
        Some(Rat {
            neg: f.sign,
            num: BigUint::from(f.sig),
            den: BigUint::one(),
            e,
        })
    }
    fn int(neg: bool, m: BigUint, e: i64) -> Rat {
        Rat {
            neg,
            num: m,
            den: BigUint::one(),
            e,
        }
    }
    /// `|self|` compared with `m * 2^k`.
    fn cmp_abs(&self, m: &BigUint, k: i64) -> Ordering {
        let lo = self.e.min(k);
        shl(&self.num, self.e - lo).cmp(&(shl(m, k - lo) * &self.den))
    }
    /// floor(log2 |self|).
    fn ilog2(&self) -> i64 {
        let mut g = self.num.bits() as i64 - self.den.bits() as i64 + self.e;
        // Adjust the estimate so that 2^g <= |x| < 2^(g+1).
        while self.cmp_abs(&BigUint::one(), g) == Ordering::Less {
            g -= 1;
        }
        while self.cmp_abs(&BigUint::one(), g + 1) != Ordering::Less {
            g += 1;
        }
        g
    }
    fn mul(&self, o: &Rat) -> Rat {
        Rat {
            neg: self.neg ^ o.neg,
            num: &self.num * &o.num,
            den: &self.den * &o.den,
            e: self.e + o.e,
        }
    }
    fn div(&self, o: &Rat) -> Rat {
        Rat {
            neg: self.neg ^ o.neg,
            num: &self.num * &o.den,
            den: &self.den * &o.num,
            e: self.e - o.e,
        }
    }
    /// Sum; `None` when exactly zero.
    fn add(&self, o: &Rat) -> Option<Rat> {
        let lo = self.e.min(o.e);
        let a = BigInt::from(shl(&self.num, self.e - lo) * &o.den);
        let b = BigInt::from(shl(&o.num, o.e - lo) * &self.den);
        let s: BigInt = (if self.neg { -a } else { a }) + (if o.neg { -b } else { b });
        if s.is_zero() {
            return None;
        }
        Some(Rat {
            neg: s.is_negative(),
            num: s.magnitude().clone(),
            den: &self.den * &o.den,
            e: lo,
        })
    }
}

/// Encode `(-1)^neg * m * 2^q` (already representable) directly from the
/// format description.
fn encode(sem: FloatSemantics, neg: bool, m: &BigUint, q: i64) -> u128 {
    let p = sem.precision() as i64;
    let w = sem.bit_width();
    let sign = (neg as u128) << (w - 1);
    if m.is_zero() {
        return if sem.has_signed_zero() { sign } else { 0 };
    }
    let (mut m, mut q) = (m.clone(), q);
    while (m.bits() as i64) < p && q > sem.min_exponent() as i64 - (p - 1) {
        m <<= 1u32;
        q -= 1;
    }
    let m = m.to_u128().unwrap();
    if sem == S::F8E8M0FNU {
        return ((q + 127) as u128) | sign;
    }
    let exp = q + p - 1;
    if sem == S::F80 {
        let field = if m >> 63 == 0 { 0 } else { exp + 16383 };
        return sign | ((field as u128) << 64) | m;
    }
    let bias = 1 - sem.min_exponent() as i64;
    let t = p - 1;
    if (m >> t) == 0 {
        sign | m
    } else {
        sign | (((exp + bias) as u128) << t) | (m & ((1u128 << t) - 1))
    }
}

/// Reference rounding of a non-zero exact value: floor division on the
/// grid of the binade, then LLVM's overflow conventions.
fn reference_round(sem: FloatSemantics, x: &Rat, rm: RoundingMode) -> (u128, OpStatus) {
    let p = sem.precision() as i64;
    let min_e = sem.min_exponent() as i64;
    let q0 = x.ilog2().max(min_e) - (p - 1);
    let q = q0;
    // t = |x| / 2^q = num * 2^(e-q) / den
    let (n, d) = if x.e >= q {
        (shl(&x.num, x.e - q), x.den.clone())
    } else {
        (x.num.clone(), shl(&x.den, q - x.e))
    };
    let lo = &n / &d;
    let rem2 = (&n % &d) << 1u32;
    let exact = rem2.is_zero();
    let half = rem2.cmp(&d);
    let up = !exact
        && match rm {
            R::NearestTiesToEven => {
                half == Ordering::Greater || (half == Ordering::Equal && lo.bit(0))
            }
            R::NearestTiesToAway => half != Ordering::Less,
            R::TowardZero => false,
            R::TowardPositive => !x.neg,
            R::TowardNegative => x.neg,
        };
    let mut m = if up { &lo + 1u32 } else { lo };
    let mut q = q;
    if m.bits() as i64 > p {
        // carried into the next binade
        m >>= 1u32;
        q += 1;
    }
    let largest = APFloat::largest(sem, false);
    let lr = Rat::of(&largest).unwrap();
    let over = lr.cmp_abs(&m, q) == Ordering::Less;
    if over {
        let to_inf = matches!(rm, R::NearestTiesToEven | R::NearestTiesToAway)
            || (rm == R::TowardPositive && !x.neg)
            || (rm == R::TowardNegative && x.neg);
        if to_inf && sem.non_finite_behavior() != NonFiniteBehavior::FiniteOnly {
            return (
                APFloat::inf(sem, x.neg).bits(),
                OpStatus::OVERFLOW | OpStatus::INEXACT,
            );
        }
        return (APFloat::largest(sem, x.neg).bits(), OpStatus::INEXACT);
    }
    let mut st = OpStatus::OK;
    if !exact {
        st |= OpStatus::INEXACT;
        // Tiny after rounding: below the smallest normal.
        if (m.bits() as i64) < p && q0 == min_e - (p - 1) {
            st |= OpStatus::UNDERFLOW;
        }
    }
    if m.is_zero() && !sem.has_zero() {
        return (APFloat::smallest_normalized(sem, false).bits(), st);
    }
    (encode(sem, x.neg, &m, q), st)
}

/// Compare one operation result with the reference; `exact` is the exact
/// mathematical result (`None`: exact zero).
fn check(
    what: &str,
    got: (APFloat, OpStatus),
    exact: Option<Rat>,
    rm: RoundingMode,
    zero_sign: bool,
) {
    let sem = got.0.sem;
    let (bits, st) = match exact {
        Some(x) => reference_round(sem, &x, rm),
        None => (APFloat::zero(sem, zero_sign).bits(), OpStatus::OK),
    };
    assert_eq!(
        (got.0.bits(), got.1),
        (bits, st),
        "{what} {} in {sem}: got {:#x} {:?}, want {:#x} {:?}",
        rm_name(rm),
        got.0.bits(),
        got.1,
        bits,
        st
    );
}

fn finite_nonzero(rng: &mut Rng, sem: FloatSemantics) -> APFloat {
    loop {
        let v = APFloat::from_bits(sem, rng.bits(sem));
        if v.is_finite_nonzero() && !(sem == S::F8E8M0FNU && v.is_negative()) {
            return v;
        }
    }
}

#[test]
fn arithmetic_matches_reference_in_all_formats_and_modes() {
    let mut rng = Rng(0x9e3779b97f4a7c15);
    for sem in FloatSemantics::ALL {
        let n = scale() * if sem.bit_width() <= 8 { 300 } else { 120 };
        for rm in ALL_RM {
            for _ in 0..n {
                let a = finite_nonzero(&mut rng, sem);
                let mut b = finite_nonzero(&mut rng, sem);
                if rng.below(4) == 0 {
                    // similar magnitudes: cancellation and ties
                    b = APFloat::from_bits(sem, a.bits() ^ (rng.below(8) as u128));
                    if !b.is_finite_nonzero() {
                        continue;
                    }
                }
                let (ra, rb) = (Rat::of(&a).unwrap(), Rat::of(&b).unwrap());
                let zero_sign = rm == R::TowardNegative;
                let unsigned = sem == S::F8E8M0FNU;
                if !unsigned || a.compare(&b) != Some(Ordering::Less) {
                    let mut nb = rb.clone();
                    nb.neg = !nb.neg;
                    check("sub", a.sub(&b, rm), ra.add(&nb), rm, zero_sign);
                }
                check("add", a.add(&b, rm), ra.add(&rb), rm, zero_sign);
                check("mul", a.mul(&b, rm), Some(ra.mul(&rb)), rm, false);
                check("div", a.div(&b, rm), Some(ra.div(&rb)), rm, false);
                let c = finite_nonzero(&mut rng, sem);
                let rc = Rat::of(&c).unwrap();
                let c = if rng.below(3) == 0 {
                    // make the addend cancel most of the product
                    match a.mul(&b, R::NearestTiesToEven) {
                        (p, st)
                            if p.is_finite_nonzero() && st.is_ok() || st == OpStatus::INEXACT =>
                        {
                            p.neg()
                        }
                        _ => c,
                    }
                } else {
                    c
                };
                if c.is_finite_nonzero() && !(unsigned && c.is_negative()) {
                    let rc2 = Rat::of(&c).unwrap_or(rc);
                    check(
                        "fma",
                        a.fma(&b, &c, rm),
                        ra.mul(&rb).add(&rc2),
                        rm,
                        zero_sign,
                    );
                }
            }
        }
    }
}

#[test]
fn conversions_match_reference() {
    let mut rng = Rng(12345);
    for from in FloatSemantics::ALL {
        for to in FloatSemantics::ALL {
            for rm in ALL_RM {
                for _ in 0..12 * scale() {
                    let a = finite_nonzero(&mut rng, from);
                    let (r, st) = a.convert(to, rm);
                    check(
                        &format!("convert {from}->{to} {:#x}", a.bits()),
                        (r, st),
                        Rat::of(&a),
                        rm,
                        false,
                    );
                }
            }
        }
    }
}

#[test]
fn integer_conversions_match_reference() {
    let mut rng = Rng(777);
    for sem in FloatSemantics::ALL {
        for rm in ALL_RM {
            for _ in 0..40 * scale() {
                let bits = 1 + rng.below(140) as u32;
                let mag = BigUint::from(rng.u128()) << 64u32 | BigUint::from(rng.next());
                let mag = mag >> (192 - bits);
                if mag.is_zero() {
                    continue;
                }
                let neg = sem.has_signed_repr() && rng.below(2) == 0;
                let v = if neg {
                    -BigInt::from(mag.clone())
                } else {
                    BigInt::from(mag.clone())
                };
                let got = APFloat::from_bigint(sem, &v, rm);
                check("from_bigint", got, Some(Rat::int(neg, mag, 0)), rm, false);
            }
        }
    }
}

#[test]
fn decimal_parsing_matches_reference() {
    let mut rng = Rng(4242);
    for sem in FloatSemantics::ALL {
        let span = (sem.max_exponent() as f64 * std::f64::consts::LOG10_2) as i64
            + sem.precision() as i64 / 3
            + 6;
        for rm in ALL_RM {
            for _ in 0..40 * scale() {
                let nd = 1 + rng.below(25) as usize;
                let digits: String = (0..nd)
                    .map(|i| (b'0' + (rng.below(9) as u8 + (i == 0) as u8)) as char)
                    .collect();
                let e = rng.below(2 * span as u64) as i64 - span - nd as i64;
                let neg = sem.has_signed_repr() && rng.below(2) == 0;
                let text = format!("{}{}e{}", if neg { "-" } else { "" }, digits, e);
                let (v, st) = APFloat::from_str(sem, &text, rm).unwrap();
                let int = BigUint::parse_bytes(digits.as_bytes(), 10).unwrap();
                let exact = if e >= 0 {
                    Rat::int(neg, int * BigUint::from(5u32).pow(e as u32), e)
                } else {
                    Rat {
                        neg,
                        num: int,
                        den: BigUint::from(5u32).pow((-e) as u32),
                        e,
                    }
                };
                // LLVM's quick underflow path reports `LessThanHalf`, i.e. the
                // same as the exact value.
                check(&format!("parse {text}"), (v, st), Some(exact), rm, false);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Host arithmetic
// ---------------------------------------------------------------------------

#[test]
fn f32_f64_arithmetic_matches_host() {
    let mut rng = Rng(99);
    for _ in 0..4000 * scale() {
        let (a, b, c) = (
            f64::from_bits(rng.bits(S::F64) as u64),
            f64::from_bits(rng.bits(S::F64) as u64),
            f64::from_bits(rng.bits(S::F64) as u64),
        );
        let f = |x: f64| APFloat::from_bits(S::F64, x.to_bits() as u128);
        let rne = R::NearestTiesToEven;
        let pairs = [
            (f(a).add(&f(b), rne).0, a + b),
            (f(a).sub(&f(b), rne).0, a - b),
            (f(a).mul(&f(b), rne).0, a * b),
            (f(a).div(&f(b), rne).0, a / b),
            (f(a).rem(&f(b)).0, a % b),
            (f(a).fma(&f(b), &f(c), rne).0, a.mul_add(b, c)),
        ];
        for (i, (got, want)) in pairs.iter().enumerate() {
            if !want.is_nan() {
                assert_eq!(
                    got.bits() as u64,
                    want.to_bits(),
                    "op {i} on {a:e} {b:e} {c:e}"
                );
            } else {
                assert!(got.is_nan());
            }
        }
        let (x, y) = (
            f32::from_bits(rng.bits(S::F32) as u32),
            f32::from_bits(rng.bits(S::F32) as u32),
        );
        let g = |v: f32| APFloat::from_bits(S::F32, v.to_bits() as u128);
        for (got, want) in [
            (g(x).add(&g(y), rne).0, x + y),
            (g(x).mul(&g(y), rne).0, x * y),
            (g(x).div(&g(y), rne).0, x / y),
        ] {
            if !want.is_nan() {
                assert_eq!(got.bits() as u32, want.to_bits(), "{x:e} {y:e}");
            }
        }
        // conversions to and from f32 / f64
        if !a.is_nan() {
            assert_eq!(f(a).to_f32().to_bits(), (a as f32).to_bits(), "{a:e}");
        }
        assert_eq!(g(x).to_f64().to_bits(), (x as f64).to_bits());
    }
}

#[test]
fn decimal_parsing_matches_host() {
    let mut rng = Rng(31337);
    for _ in 0..3000 * scale() {
        let nd = 1 + rng.below(30) as usize;
        let digits: String = (0..nd)
            .map(|_| (b'0' + rng.below(10) as u8) as char)
            .collect();
        let dot = rng.below(nd as u64 + 1) as usize;
        let e = rng.below(700) as i64 - 350;
        let text = format!("{}.{}e{}", &digits[..dot], &digits[dot..], e);
        let text = if text.starts_with('.') {
            format!("0{text}")
        } else {
            text
        };
        let want64: f64 = text.parse().unwrap();
        let want32: f32 = text.parse().unwrap();
        let got64 = APFloat::from_str(S::F64, &text, R::NearestTiesToEven)
            .unwrap()
            .0;
        let got32 = APFloat::from_str(S::F32, &text, R::NearestTiesToEven)
            .unwrap()
            .0;
        assert_eq!(got64.bits() as u64, want64.to_bits(), "{text}");
        assert_eq!(got32.bits() as u32, want32.to_bits(), "{text}");
    }
}

// ---------------------------------------------------------------------------
// Specific behaviour
// ---------------------------------------------------------------------------

#[test]
fn semantics_table() {
    for sem in FloatSemantics::ALL {
        assert_eq!(FloatSemantics::from_mlir_name(sem.mlir_name()), Some(sem));
    }
    assert_eq!(
        FloatSemantics::from_mlir_name("f8E4M3FNUZ"),
        Some(S::F8E4M3FNUZ)
    );
    assert_eq!(FloatSemantics::from_mlir_name("f17"), None);
    assert_eq!(S::TF32.bit_width(), 19);
    assert_eq!(S::F80.precision(), 64);
    assert!(!S::F8E8M0FNU.has_zero() && !S::F8E8M0FNU.has_signed_repr());
    assert!(!S::F8E4M3FNUZ.has_signed_zero() && S::F8E4M3FN.has_signed_zero());
    assert!(S::F16.is_representable_by(S::F32) && !S::BF16.is_representable_by(S::F16));
}

#[test]
fn special_values_encodings() {
    assert_eq!(APFloat::qnan(S::F32, false).bits(), 0x7fc0_0000);
    assert_eq!(APFloat::snan(S::F32, false, None).bits(), 0x7fa0_0000);
    assert_eq!(
        APFloat::qnan(S::F80, false).bits(),
        0x7fff_c000_0000_0000_0000
    );
    assert_eq!(APFloat::qnan(S::F8E4M3FN, false).bits(), 0x7f);
    assert_eq!(APFloat::qnan(S::F8E5M2FNUZ, false).bits(), 0x80);
    assert_eq!(APFloat::qnan(S::F8E8M0FNU, false).bits(), 0xff);
    assert_eq!(APFloat::inf(S::F8E4M3FN, true).bits(), 0xff);
    assert_eq!(APFloat::largest(S::F8E4M3FN, false).bits(), 0x7e);
    assert_eq!(APFloat::largest(S::F8E8M0FNU, false).bits(), 0xfe);
    assert_eq!(APFloat::largest(S::F4E2M1FN, true).bits(), 0xf);
    assert_eq!(APFloat::smallest(S::F16, false).bits(), 1);
    assert_eq!(APFloat::smallest_normalized(S::BF16, true).bits(), 0x8080);
    assert_eq!(APFloat::zero(S::F8E4M3FNUZ, true).bits(), 0);
    assert_eq!(APFloat::zero(S::F8E8M0FNU, false).bits(), 0);
    assert_eq!(
        APFloat::largest(S::F80, false).bits(),
        0x7ffe_ffff_ffff_ffff_ffff
    );
    let n = APFloat::from_bits(S::F64, 0x7ff0_0000_0000_0001);
    assert!(n.is_signaling() && n.make_quiet().bits() == 0x7ff8_0000_0000_0001);
    assert!(APFloat::from_bits(S::F16, 0x3ff).is_denormal());
    assert!(APFloat::from_bits(S::F16, 0x7bff).is_largest());
    assert!(APFloat::from_bits(S::F16, 0x8001).is_smallest());
    // canonicalization of non-canonical x87 encodings
    assert_eq!(
        APFloat::from_bits(S::F80, 0x0000_8000_0000_0000_0000).bits(),
        0x0001_8000_0000_0000_0000
    );
    assert_eq!(
        APFloat::from_bits(S::F80, 0x4000_4000_0000_0000_0000).bits(),
        0x7fff_4000_0000_0000_0000
    );
    assert!(APFloat::from_bits(S::F80, 0x7fff_0000_0000_0000_0000).is_nan());
}

#[test]
fn nan_propagation_and_status() {
    let rne = R::NearestTiesToEven;
    let s = APFloat::from_bits(S::F32, 0xff80_0001); // -sNaN
    let q = APFloat::from_bits(S::F32, 0x7fc0_0002);
    let one = APFloat::from_f64(S::F32, 1.0, rne).0;
    assert_eq!(
        one.add(&s, rne),
        (
            APFloat::from_bits(S::F32, 0xffc0_0001),
            OpStatus::INVALID_OP
        )
    );
    assert_eq!(q.mul(&s, rne), (q, OpStatus::INVALID_OP));
    assert_eq!(one.div(&q, rne), (q, OpStatus::OK));
    let zero = APFloat::zero(S::F32, false);
    assert_eq!(
        zero.div(&zero, rne),
        (APFloat::qnan(S::F32, false), OpStatus::INVALID_OP)
    );
    assert_eq!(
        one.div(&zero, rne),
        (APFloat::inf(S::F32, false), OpStatus::DIV_BY_ZERO)
    );
    let inf = APFloat::inf(S::F32, false);
    assert_eq!(inf.sub(&inf, rne).1, OpStatus::INVALID_OP);
    // NaN conversions keep payload bits and quiet signalling NaNs
    let (h, st) = APFloat::from_bits(S::F32, 0x7f80_0001).convert(S::F16, rne);
    assert_eq!((h.bits(), st), (0x7e00, OpStatus::INVALID_OP));
    let (h, st, loses) = APFloat::from_bits(S::F32, 0x7fc0_2001).convert_with_info(S::F16, rne);
    assert_eq!((h.bits(), st, loses), (0x7e01, OpStatus::OK, true));
    let (d, _) = APFloat::from_bits(S::F8E4M3FNUZ, 0x80).convert(S::F32, rne);
    assert_eq!(d.bits(), 0x7fc0_0000);
    let (d, _) = APFloat::from_bits(S::F8E4M3FN, 0xff).convert(S::F16, rne);
    assert_eq!(d.bits(), 0xff80);
}

#[test]
fn signed_zero_rules() {
    let p = APFloat::zero(S::F64, false);
    let n = APFloat::zero(S::F64, true);
    let one = APFloat::from_f64(S::F64, 1.0, R::NearestTiesToEven).0;
    assert!(p.add(&n, R::NearestTiesToEven).0.bits() == 0);
    assert!(p.add(&n, R::TowardNegative).0.is_negative());
    assert!(n.add(&n, R::NearestTiesToEven).0.is_negative());
    assert!(one.sub(&one, R::TowardNegative).0.is_negative());
    assert!(!one.sub(&one, R::TowardZero).0.is_negative());
    assert!(n.mul(&one, R::NearestTiesToEven).0.is_negative());
    let (r, _) = APFloat::from_f64(S::F64, -0.25, R::NearestTiesToEven)
        .0
        .round_to_integral(R::NearestTiesToEven);
    assert!(r.is_zero() && r.is_negative());
    // FNUZ formats have no negative zero
    let m = APFloat::from_f64(S::F8E5M2FNUZ, 1.0, R::NearestTiesToEven).0;
    assert_eq!(m.sub(&m, R::TowardNegative).0.bits(), 0);
    assert_eq!(APFloat::zero(S::F8E5M2FNUZ, false).neg().bits(), 0);
    let (v, st) = APFloat::from_f64(S::F8E4M3FNUZ, -0.0, R::NearestTiesToEven);
    assert_eq!((v.bits(), st), (0, OpStatus::INEXACT));
}

#[test]
fn remainders() {
    let rne = R::NearestTiesToEven;
    let f = |x: f64| APFloat::from_f64(S::F64, x, rne).0;
    assert_eq!(f(7.5).rem(&f(2.0)).0.to_f64(), 1.5);
    assert_eq!(f(-7.5).rem(&f(2.0)).0.to_f64(), -1.5);
    assert_eq!(f(7.5).ieee_remainder(&f(2.0)).0.to_f64(), -0.5);
    assert_eq!(f(5.0).ieee_remainder(&f(2.0)).0.to_f64(), 1.0);
    assert_eq!(f(7.0).ieee_remainder(&f(2.0)).0.to_f64(), -1.0);
    assert!(f(-4.0).rem(&f(2.0)).0.is_negative());
    assert_eq!(f(1e300).rem(&f(3.0)).0.to_f64(), 1e300 % 3.0);
    assert_eq!(f(3.0).rem(&f(0.0)).1, OpStatus::INVALID_OP);
    assert_eq!(f(3.0).rem(&f(f64::INFINITY)).0.to_f64(), 3.0);
}

#[test]
fn round_to_integral_modes() {
    let f = |x: f64| APFloat::from_f64(S::F64, x, R::NearestTiesToEven).0;
    let cases = [
        (2.5, [2.0, 3.0, 2.0, 2.0, 3.0]),
        (-2.5, [-2.0, -2.0, -3.0, -2.0, -3.0]),
        (0.3, [0.0, 1.0, 0.0, 0.0, 0.0]),
        (1e300, [1e300; 5]),
    ];
    for (x, want) in cases {
        for (rm, w) in ALL_RM.iter().zip(want) {
            assert_eq!(
                f(x).round_to_integral(*rm).0.to_f64(),
                w,
                "{x} {}",
                rm_name(*rm)
            );
        }
    }
    assert_eq!(f(0.3).round_to_integral(R::TowardZero).1, OpStatus::INEXACT);
    assert_eq!(f(3.0).round_to_integral(R::TowardZero).1, OpStatus::OK);
    assert!(f(3.0).is_integer() && !f(3.5).is_integer());
}

#[test]
fn integer_conversions() {
    let rtz = R::TowardZero;
    let f = |x: f64| APFloat::from_f64(S::F64, x, R::NearestTiesToEven).0;
    let to = |x: f64, w, s| {
        let (v, st, exact) = f(x).convert_to_integer(w, s, rtz);
        (v.to_i128().unwrap(), st, exact)
    };
    assert_eq!(to(-3.7, 8, true), (-3, OpStatus::INEXACT, false));
    assert_eq!(to(200.0, 8, false), (200, OpStatus::OK, true));
    assert_eq!(to(200.0, 8, true), (127, OpStatus::INVALID_OP, false));
    assert_eq!(to(-200.0, 8, true), (-128, OpStatus::INVALID_OP, false));
    assert_eq!(to(-128.0, 8, true), (-128, OpStatus::OK, true));
    assert_eq!(to(-1.0, 8, false), (0, OpStatus::INVALID_OP, false));
    assert_eq!(to(-0.5, 8, false), (0, OpStatus::INEXACT, false));
    assert_eq!(to(-0.0, 8, false), (0, OpStatus::OK, false));
    assert_eq!(to(f64::NAN, 32, true), (0, OpStatus::INVALID_OP, false));
    assert_eq!(
        to(1e30, 128, false).0,
        1_000_000_000_000_000_019_884_624_838_656
    );
    let (v, st, _) = f(2.5).convert_to_integer(8, true, R::NearestTiesToEven);
    assert_eq!((v.to_i64(), st), (Some(2), OpStatus::INEXACT));
    let (v, _, _) = f(2.5).convert_to_integer(8, true, R::NearestTiesToAway);
    assert_eq!(v.to_i64(), Some(3));
    // from integers
    let (v, st) = APFloat::from_apint(
        S::F16,
        &BigUint::from(0xffu32),
        8,
        true,
        R::NearestTiesToEven,
    );
    assert_eq!((v.to_f64(), st), (-1.0, OpStatus::OK));
    let (v, st) = APFloat::from_u128(S::F16, 65520, R::NearestTiesToEven);
    assert_eq!(
        (v.bits(), st),
        (0x7c00, OpStatus::OVERFLOW | OpStatus::INEXACT)
    );
    let (v, _) = APFloat::from_i128(S::F32, 16_777_217, R::TowardPositive);
    assert_eq!(v.to_f64(), 16_777_218.0);
}

#[test]
fn min_max_and_compare() {
    let rne = R::NearestTiesToEven;
    let f = |x: f64| APFloat::from_f64(S::F32, x, rne).0;
    let q = APFloat::qnan(S::F32, false);
    let s = APFloat::snan(S::F32, false, None);
    let (pz, nz) = (APFloat::zero(S::F32, false), APFloat::zero(S::F32, true));
    assert_eq!(f(1.0).minnum(&q), f(1.0));
    assert_eq!(q.maxnum(&f(1.0)), f(1.0));
    assert_eq!(f(1.0).minnum(&s), s.make_quiet());
    assert_eq!(f(1.0).minimum(&q), q);
    assert_eq!(f(1.0).maximum(&s), s.make_quiet());
    assert_eq!(pz.minimum(&nz), nz);
    assert_eq!(nz.maxnum(&pz), pz);
    assert_eq!(f(1.0).minimumnum(&q), f(1.0));
    assert_eq!(f(-2.0).maximumnum(&f(1.0)), f(1.0));
    assert_eq!(f(1.0).compare(&q), None);
    assert_eq!(pz.compare(&nz), Some(Ordering::Equal));
    assert_eq!(f(-1.0).compare(&f(-2.0)), Some(Ordering::Greater));
    assert_eq!(
        APFloat::inf(S::F32, true).compare(&f(-1e30)),
        Some(Ordering::Less)
    );
}

#[test]
fn sign_manipulation_and_misc() {
    let rne = R::NearestTiesToEven;
    let f = |x: f64| APFloat::from_f64(S::F16, x, rne).0;
    assert_eq!(f(1.5).neg(), f(-1.5));
    assert_eq!(f(-1.5).abs(), f(1.5));
    assert_eq!(f(1.5).copy_sign(&f(-0.0)), f(-1.5));
    assert_eq!(f(3.0).ilogb(), Some(1));
    assert_eq!(APFloat::smallest(S::F16, false).ilogb(), Some(-24));
    assert_eq!(f(3.0).scalbn(4, rne), f(48.0));
    assert_eq!(f(1.0).scalbn(-30, rne).bits(), 0);
    assert_eq!(f(1.0).next(false).0.bits(), 0x3c01);
    assert_eq!(f(1.0).next(true).0.bits(), 0x3bff);
    assert_eq!(
        APFloat::largest(S::F16, false).next(false).0,
        APFloat::inf(S::F16, false)
    );
    assert_eq!(
        APFloat::zero(S::F16, true).next(false).0,
        APFloat::smallest(S::F16, false)
    );
    assert_eq!(f(4.0).exact_inverse(), Some(f(0.25)));
    assert_eq!(f(3.0).exact_inverse(), None);
    assert_eq!(f(0.5).category(), FloatCategory::Normal);
    assert_eq!(APFloat::from_f64(S::F8E8M0FNU, 0.75, rne).0.to_f64(), 1.0);
}

#[test]
fn to_string_forms() {
    let f64v = |x: f64| APFloat::from_f64(S::F64, x, R::NearestTiesToEven).0;
    let f32v = |x: f64| APFloat::from_f64(S::F32, x, R::NearestTiesToEven).0;
    assert_eq!(f64v(1.0).to_string(), "1");
    assert_eq!(f64v(0.5).to_string(), "0.5");
    assert_eq!(f64v(1e10).to_string(), "1.0E+10");
    assert_eq!(f64v(1234.5).to_string(), "1234.5");
    assert_eq!(f64v(0.001).to_string(), "0.001");
    assert_eq!(f64v(0.0001).to_string(), "1.0E-4");
    assert_eq!(f64v(0.0123).to_string(), "0.0123");
    assert_eq!(f32v(0.1).to_string(), "0.100000001");
    assert_eq!(f32v(1e-31).to_string(), "9.99999979E-32");
    let pi = APFloat::from_str(S::F64, "3.14159265", R::NearestTiesToEven)
        .unwrap()
        .0;
    assert_eq!(pi.to_string(), "3.1415926500000002");
    assert_eq!(f64v(-0.0).to_string(), "-0");
    assert_eq!(f64v(100.0).to_string_with(0, 0, true), "1.0E+2");
    assert_eq!(f64v(0.0).to_string_with(6, 0, false), "0.000000e+00");
    assert_eq!(f64v(-0.0).to_string_with(0, 0, true), "-0.0E+0");
    assert_eq!(f64v(1.0 / 3.0).to_string_with(6, 0, false), "3.333330e-01");
    assert_eq!(f64v(2.0).to_string_with(6, 0, false), "2.000000e+00");
    assert_eq!(f64v(123456.0).to_string_with(3, 10, true), "1.23E+5");
    // LLVM first truncates the exact decimal expansion to about the requested
    // number of digits (by integer division) and only then rounds, so this
    // does not become 1.000000e+00.
    assert_eq!(
        f64v(0.999_999_9).to_string_with(6, 0, false),
        "9.999990e-01"
    );
    assert_eq!(f64v(0.999_999_9).mlir_print(), "0.99999990000000005");
    assert_eq!(f64v(f64::INFINITY).to_string(), "+Inf");
    assert_eq!(APFloat::qnan(S::F64, true).to_string(), "NaN");
    // mlir-opt outputs
    assert_eq!(f64v(1e-320).mlir_print(), "9.999880e-321");
    assert_eq!(f64v(0.0123).mlir_print(), "1.230000e-02");
    assert_eq!(
        APFloat::from_f64(S::F32, 0.333333333333, R::NearestTiesToEven)
            .0
            .mlir_print(),
        "0.333333343"
    );
}

#[test]
fn string_parsing() {
    let rne = R::NearestTiesToEven;
    let p = |s: &str| APFloat::from_str(S::F64, s, rne).map(|(v, _)| v.bits() as u64);
    assert_eq!(p("1.5"), Ok(1.5f64.to_bits()));
    assert_eq!(p("-0x1.8p1"), Ok((-3.0f64).to_bits()));
    assert_eq!(p("0x1p-1074"), Ok(1));
    assert_eq!(p("+Inf"), Ok(f64::INFINITY.to_bits()));
    assert_eq!(p("-inf"), Ok(f64::NEG_INFINITY.to_bits()));
    assert_eq!(p("nan"), Ok(0x7ff8_0000_0000_0000));
    assert_eq!(p("-snan"), Ok(0xfff4_0000_0000_0000));
    assert_eq!(p("nan(0x5)"), Ok(0x7ff8_0000_0000_0005));
    assert_eq!(p(".5"), Ok(0.5f64.to_bits()));
    assert_eq!(p("5."), Ok(5.0f64.to_bits()));
    assert_eq!(p("1e"), Ok(1.0f64.to_bits()));
    assert_eq!(p("0e99999"), Ok(0));
    assert_eq!(p("1e99999"), Ok(f64::INFINITY.to_bits()));
    assert_eq!(p("1e-99999"), Ok(0));
    assert!(p("").is_err() && p("-").is_err() && p("1.2.3").is_err() && p("1x").is_err());
    assert!(p("0x").is_err() && p("0x1.8").is_err() && p(".").is_err() && p("e5").is_err());
    let (v, st) = APFloat::from_str(S::F16, "65520", rne).unwrap();
    assert_eq!(
        (v.bits(), st),
        (0x7c00, OpStatus::OVERFLOW | OpStatus::INEXACT)
    );
    let (v, st) = APFloat::from_str(S::F16, "65520", R::TowardZero).unwrap();
    assert_eq!((v.bits(), st), (0x7bff, OpStatus::INEXACT));
    let (v, st) = APFloat::from_str(S::F16, "1e-10", R::TowardPositive).unwrap();
    assert_eq!((v.bits(), st), (1, OpStatus::UNDERFLOW | OpStatus::INEXACT));
    // MLIR literal parsing goes through f64: double rounding is expected.
    assert_eq!(
        parse_float_literal("0.1", false, S::F80).unwrap().bits(),
        0x3ffb_cccc_cccc_cccc_d000
    );
    assert_eq!(parse_hex_float_literal("0x10000", S::F16), None);
    assert_eq!(
        parse_hex_float_literal("0x3C00", S::F16).unwrap().to_f64(),
        1.0
    );
}

#[test]
fn equality_is_bitwise() {
    use std::collections::HashSet;
    let q = APFloat::qnan(S::F32, false);
    assert_eq!(q, q);
    assert_ne!(APFloat::zero(S::F32, false), APFloat::zero(S::F32, true));
    let mut set = HashSet::new();
    set.insert(APFloat::from_bits(S::F80, 0x0000_8000_0000_0000_0000));
    assert!(set.contains(&APFloat::from_bits(S::F80, 0x0001_8000_0000_0000_0000)));
}

#[test]
fn category_helpers() {
    let f = Fp::unpack(S::F16, 0x7c00);
    assert_eq!(f.cat, Category::Infinity);
    assert!(APFloat::from_bits(S::F16, 0x7c00).is_inf());
    assert!(APFloat::from_bits(S::F16, 0x0).is_zero());
    assert!(APFloat::from_bits(S::F16, 0x8000).is_negative());
    assert!(APFloat::from_bits(S::F16, 0x3c00).is_normal());
    assert!(!APFloat::from_bits(S::F16, 0x7e00).is_finite());
}

/// The `f32`/`f64` fast paths (Rust's correctly rounded parser) must agree
/// with the exact big-integer conversion on the strings the printer makes and
/// on literal-shaped text.
#[test]
fn host_parse_fast_paths_match_exact_conversion() {
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    for i in 0..20000 {
        let (sem, bits) = if i % 2 == 0 {
            (S::F32, rng.next() as u32 as u128)
        } else {
            (S::F64, rng.next() as u128)
        };
        let x = APFloat::from_bits(sem, bits);
        if !matches!(x.category(), FloatCategory::Normal | FloatCategory::Zero) {
            continue;
        }
        let f = x.unpack();
        for s in [x.to_string_with(6, 0, false), x.to_string_with(0, 3, true)] {
            let exact = decimal::from_str(sem, &s, R::NearestTiesToEven)
                .is_ok_and(|(back, _)| back.bitwise_eq(&f));
            assert_eq!(x.parses_back_exactly(&s, &f), exact, "{s} as {sem:?}");
        }
        // Literal text with a few digits and an exponent, both signs.
        let text = format!(
            "{}.{}e{}{}",
            rng.next() % 100000,
            rng.next() % 10000,
            if rng.next().is_multiple_of(2) {
                "-"
            } else {
                "+"
            },
            rng.next() % 330
        );
        let neg = rng.next().is_multiple_of(2);
        let fast = parse_float_literal(&text, neg, sem).unwrap();
        let (d, _) = APFloat::from_str(S::F64, &text, R::NearestTiesToEven).unwrap();
        let d = if neg { d.neg() } else { d };
        let slow = d.convert(sem, R::NearestTiesToEven).0;
        assert!(fast.bitwise_eq(&slow), "{text} as {sem:?}");
    }
}
