//! MLIR's runner-utils functions (`CRunnerUtils.cpp`) as the interpreter
//! provides them, and the element formatting `vector.print` lowers to.

use super::{InterpError, Interpreter, RtValue};
use crate::arith::eval::Scalar;

/// C's `printf("%g", x)` (glibc): 6 significant digits, trailing zeros
/// removed, exponent form below 1e-4 and from 1e6, `inf`/`nan` spelled as
/// glibc spells them.
pub fn format_g(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    let sci = format!("{x:.5e}");
    let (mantissa, exp) = sci.split_once('e').expect("exponent");
    let exp: i32 = exp.parse().expect("exponent digits");
    if !(-4..6).contains(&exp) {
        let m = strip_zeros(mantissa);
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{m}e{sign}{:02}", exp.abs());
    }
    let decimals = (5 - exp).max(0) as usize;
    strip_zeros(&format!("{x:.decimals$}")).to_string()
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// How `vector.print` prints one element (the runner-utils call its
/// lowering picks): floats with `%g`, `i1` zero-extended, `index` and
/// unsigned integers (`unsigned`) zero-extended (printU64), other integers
/// sign-extended (printI64).
pub fn format_element(s: &Scalar, unsigned: bool) -> String {
    match s {
        Scalar::Int(i) if i.width() == 1 => (!i.is_zero() as u8).to_string(),
        Scalar::Int(i) if unsigned => i.low_u64().to_string(),
        Scalar::Int(i) => i.sext_u64().to_string(),
        Scalar::Float(f) => format_g(f.to_f64()),
        Scalar::Poison => "poison".to_string(),
    }
}

fn scalar_arg(args: &[RtValue], i: usize) -> Option<&Scalar> {
    match args.get(i)? {
        RtValue::Data(d) => d.first(),
        RtValue::MemRef(_) => None,
    }
}

/// Calls a runtime function by name.
pub(super) fn call_runtime(
    it: &mut Interpreter<'_>,
    name: &str,
    args: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let bad = || InterpError::BadArguments(name.to_string(), format!("{} arguments", args.len()));
    match name {
        "printF32" | "printF64" | "printF16" | "printBF16" => {
            let Some(Scalar::Float(f)) = scalar_arg(args, 0) else {
                return Err(bad());
            };
            it.stdout.extend_from_slice(format_g(f.to_f64()).as_bytes());
        }
        "printI64" => {
            let Some(Scalar::Int(i)) = scalar_arg(args, 0) else {
                return Err(bad());
            };
            it.stdout
                .extend_from_slice(i.sext_u64().to_string().as_bytes());
        }
        "printU64" => {
            let Some(Scalar::Int(i)) = scalar_arg(args, 0) else {
                return Err(bad());
            };
            it.stdout
                .extend_from_slice(i.low_u64().to_string().as_bytes());
        }
        "printNewline" => it.stdout.push(b'\n'),
        "printComma" => it.stdout.extend_from_slice(b", "),
        "printOpen" => it.stdout.extend_from_slice(b"( "),
        "printClose" => it.stdout.extend_from_slice(b" )"),
        "rtclock" => {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs_f64())
                .unwrap_or(0.0);
            let (f, _) = ods::support::apfloat::APFloat::from_f64(
                ods::support::apfloat::FloatSemantics::F64,
                t,
                ods::support::apfloat::RoundingMode::NearestTiesToEven,
            );
            return Ok(vec![RtValue::scalar(Scalar::Float(f))]);
        }
        _ => return Err(InterpError::NoFunction(name.to_string())),
    }
    Ok(vec![])
}
