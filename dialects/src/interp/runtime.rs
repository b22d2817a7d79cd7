//! MLIR's runner-utils functions (`CRunnerUtils.cpp`) as the interpreter
//! provides them, and the element formatting `vector.print` lowers to.

use super::{InterpError, Interpreter, MemRefValue, RtValue};
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
        _ => None,
    }
}

/// How `printMemref*` prints one element (`std::ostream <<` of the C
/// type): floats (`f16`/`bf16` through `float`) like `%g`, `int8_t` as the
/// character it is, `index` unsigned, other integers signed.
#[derive(Copy, Clone, PartialEq)]
enum MemrefElem {
    Float,
    Char,
    Signed,
    Unsigned,
}

/// The element kind and the element width a `printMemref` suffix stands
/// for, and whether only its C-interface (`_mlir_ciface_`) form exists.
fn memref_suffix(s: &str) -> Option<(MemrefElem, Option<u32>, bool)> {
    Some(match s {
        "F32" => (MemrefElem::Float, Some(32), false),
        "F64" => (MemrefElem::Float, Some(64), false),
        "I32" => (MemrefElem::Signed, Some(32), false),
        "I64" => (MemrefElem::Signed, Some(64), false),
        "Ind" => (MemrefElem::Unsigned, Some(64), false),
        "I8" => (MemrefElem::Char, Some(8), true),
        "I16" => (MemrefElem::Signed, Some(16), true),
        "F16" | "BF16" => (MemrefElem::Float, Some(16), true),
        _ => return None,
    })
}

fn format_memref_elem(s: &Scalar, kind: MemrefElem, out: &mut Vec<u8>) {
    match (s, kind) {
        (Scalar::Float(f), _) => out.extend_from_slice(format_g(f.to_f64()).as_bytes()),
        (Scalar::Int(i), MemrefElem::Char) => out.push(i.low_u64() as u8),
        (Scalar::Int(i), MemrefElem::Unsigned) => {
            out.extend_from_slice(i.low_u64().to_string().as_bytes())
        }
        (Scalar::Int(i), _) => out.extend_from_slice(i.sext_u64().to_string().as_bytes()),
        (Scalar::Poison, _) => out.extend_from_slice(b"poison"),
    }
}

/// `printMemRefMetaData`: `base@ = 0x… rank = R offset = O sizes = [...]
/// strides = [...]`.
fn memref_metadata(m: &MemRefValue, out: &mut Vec<u8>) {
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    out.extend_from_slice(
        format!(
            "base@ = {:#x} rank = {} offset = {} sizes = [{}] strides = [{}]",
            m.address(),
            m.sizes.len(),
            m.offset,
            list(&m.sizes),
            list(&m.strides)
        )
        .as_bytes(),
    );
}

/// `MemRefDataPrinter::print`: nested brackets, a line per outer index,
/// indented by the depth.
fn memref_data(
    m: &MemRefValue,
    kind: MemrefElem,
    dim: usize,
    pos: i64,
    out: &mut Vec<u8>,
) -> Option<()> {
    let rank = m.sizes.len();
    if dim == rank {
        // (MLIR reads one element even of an empty memref; nothing is
        // printed for it here)
        if !m.sizes.contains(&0) {
            format_memref_elem(&m.read(pos)?[0], kind, out);
        }
        return Some(());
    }
    let (size, stride) = (m.sizes[dim], m.strides[dim]);
    let nested = dim + 1 < rank;
    let spaces = |out: &mut Vec<u8>| out.extend(std::iter::repeat_n(b' ', dim + 1));
    out.push(b'[');
    memref_data(m, kind, dim + 1, pos, out)?;
    if size <= 1 {
        out.push(b']');
        return Some(());
    }
    out.extend_from_slice(b", ");
    if nested {
        out.push(b'\n');
    }
    for i in 1..size - 1 {
        spaces(out);
        memref_data(m, kind, dim + 1, pos + i * stride, out)?;
        out.extend_from_slice(b", ");
        if nested {
            out.push(b'\n');
        }
    }
    spaces(out);
    memref_data(m, kind, dim + 1, pos + (size - 1) * stride, out)?;
    out.push(b']');
    Some(())
}

/// `printMemref*` / `printMemrefShape*` (`ranked`: the `printMemrefNd*`
/// forms, which print `Memref ` instead of `Unranked Memref `).
fn print_memref(
    it: &mut Interpreter<'_>,
    name: &str,
    m: &MemRefValue,
    kind: MemrefElem,
    data: bool,
    ranked: bool,
) -> Result<(), InterpError> {
    let mut out = if ranked {
        b"Memref ".to_vec()
    } else {
        b"Unranked Memref ".to_vec()
    };
    memref_metadata(m, &mut out);
    if data {
        out.extend_from_slice(b" data = \n");
        let rank0 = m.sizes.is_empty();
        if rank0 {
            out.push(b'[');
        }
        memref_data(m, kind, 0, m.offset, &mut out).ok_or_else(|| InterpError::Undefined {
            op: name.to_string(),
            what: "the memref reaches outside its buffer".into(),
        })?;
        if rank0 {
            out.push(b']');
        }
    }
    out.push(b'\n');
    it.stdout.extend_from_slice(&out);
    Ok(())
}

/// Calls a runtime function by name (`decl`: its declaration, if any).
/// The `printMemref` variants that exist only as C interfaces need the
/// declaration's `llvm.emit_c_interface`, as in MLIR.
pub(super) fn call_runtime(
    it: &mut Interpreter<'_>,
    name: &str,
    decl: Option<ods::ir::Operation>,
    args: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let bad = || InterpError::BadArguments(name.to_string(), format!("{} arguments", args.len()));
    let c_interface = decl.is_some_and(|d| it.ctx.attr(d, "llvm.emit_c_interface").is_some());
    // printMemref<T>, printMemrefShape<T> (C interface only) and
    // printMemref<N>d<T> (C interface only, `N` = 0..4 for F32, 1 for
    // I8/I32/I64/F64/Ind).
    let ranked = name.strip_prefix("printMemref").and_then(|s| {
        let (n, t) = s.split_once('d')?;
        let n: usize = n.parse().ok()?;
        let ok =
            (t == "F32" && n <= 4) || (n == 1 && matches!(t, "I8" | "I32" | "I64" | "F64" | "Ind"));
        ok.then_some((n, t))
    });
    let memref_print = match ranked {
        Some((n, t)) => Some((t, true, Some(n))).filter(|_| c_interface),
        // (MLIR 22 has the shape printers of these element types only)
        None => name
            .strip_prefix("printMemrefShape")
            .filter(|s| matches!(*s, "I8" | "I32" | "I64" | "F32" | "F64" | "Ind"))
            .map(|s| (s, false, None))
            .filter(|_| c_interface)
            .or_else(|| name.strip_prefix("printMemref").map(|s| (s, true, None))),
    };
    let memref_print = memref_print.and_then(|(t, data, rank)| {
        let (kind, width, ciface_only) = memref_suffix(t)?;
        (c_interface || !ciface_only).then_some((kind, width, data, rank))
    });
    if let Some((kind, width, data, rank)) = memref_print {
        let Some(RtValue::MemRef(m)) = args.first() else {
            return Err(bad());
        };
        if args.len() != 1
            || width.is_some_and(|w| m.elem.width() != w)
            || !m.vector.is_empty()
            || rank.is_some_and(|r| r != m.sizes.len())
        {
            return Err(bad());
        }
        print_memref(it, name, m, kind, data, rank.is_some())?;
        return Ok(vec![]);
    }
    match name {
        "printF32" | "printF64" | "printF16" | "printBF16" => {
            let f = match scalar_arg(args, 0) {
                Some(Scalar::Float(f)) => f.to_f64(),
                // (the C functions take f16/bf16 as their bits)
                Some(Scalar::Int(i)) if name.ends_with("F16") => {
                    let sem = if name == "printF16" {
                        ods::support::apfloat::FloatSemantics::F16
                    } else {
                        ods::support::apfloat::FloatSemantics::BF16
                    };
                    crate::arith::eval::float_from_bits(sem, &i.zext_or_trunc(16)).to_f64()
                }
                _ => return Err(bad()),
            };
            it.stdout.extend_from_slice(format_g(f).as_bytes());
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
        "printFlops" => {
            // fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9)
            let Some(Scalar::Float(f)) = scalar_arg(args, 0) else {
                return Err(bad());
            };
            let g = f.to_f64() / 1.0e9;
            let text = if g.is_finite() {
                format!("{g:.6} GFLOPS\n")
            } else {
                format!("{} GFLOPS\n", format_g(g))
            };
            it.stderr.extend_from_slice(text.as_bytes());
        }
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
