//! Random differential testing: generated arith programs over scalars and
//! vectors of every native type, with edge values (0, ±1, MIN, MAX, NaN,
//! ±0, ±inf, denormals), run through the JIT and the reference
//! interpreter; the printed bits must be identical. Operations whose
//! result MLIR leaves undefined (division, shifts ≥ width, out-of-range
//! conversions) are not generated here (see `lower_programs.rs`). The
//! programs are new every run: the seed is time-based and printed
//! (`LOWER_RANDOM_SEED=N` replays a run).

use backend_dynasm::lower::{compile_module, CompileOptions};
use backend_dynasm::runner_utils::capture;
use dialects::interp::Interpreter;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[(self.next() % xs.len() as u64) as usize]
    }
}

fn int_lit(r: &mut Rng, bits: u32) -> String {
    let min = -(1i128 << (bits - 1));
    let max = (1i128 << (bits - 1)) - 1;
    let v: i128 = match r.next() % 6 {
        0 => 0,
        1 => 1,
        2 => -1,
        3 => min,
        4 => max,
        _ => ((r.next() as i64) as i128).rem_euclid(max - min + 1) + min,
    };
    v.to_string()
}

fn float_lit(r: &mut Rng, f64_: bool) -> String {
    let bits: u64 = match r.next() % 10 {
        0 => 0,
        1 => 1 << 63,
        2 => (1.0f64).to_bits(),
        3 => (-2.5f64).to_bits(),
        4 => f64::INFINITY.to_bits(),
        5 => f64::NEG_INFINITY.to_bits(),
        6 => f64::NAN.to_bits(),
        7 => 1,
        _ => ((r.next() % 2000) as f64 / 7.0 - 140.0).to_bits(),
    };
    if f64_ {
        format!("0x{bits:016X}")
    } else {
        let f = f64::from_bits(bits) as f32;
        let b = if f64::from_bits(bits).is_nan() {
            0x7FC0_0000
        } else if bits == 1 {
            1
        } else {
            f.to_bits()
        };
        format!("0x{b:08X}")
    }
}

/// One program: `@f(%a, %b)` applying random ops, printing every result as
/// integer bits; `@main` calls it with random constants.
fn program(r: &mut Rng, ty: &str, elem: &str, lanes: usize) -> String {
    let float = elem.starts_with('f');
    let bits: u32 = elem[1..].parse().unwrap();
    let ity = if lanes > 0 {
        format!("vector<{lanes}xi{bits}>")
    } else {
        format!("i{bits}")
    };
    let bty = if lanes > 0 {
        format!("vector<{lanes}xi1>")
    } else {
        "i1".to_string()
    };
    let mut body = String::new();
    let mut vals = vec!["%a".to_string(), "%b".to_string()];
    let print = |body: &mut String, v: &str, ty: &str, ity: &str, k: usize| {
        if float {
            let bc = "arith.bitcast";
            body.push_str(&format!(
                "  %p{k} = {bc} {v} : {ty} to {ity}\n  vector.print %p{k} : {ity}\n"
            ));
        } else {
            body.push_str(&format!("  vector.print {v} : {ty}\n"));
        }
    };
    for k in 0..12 {
        let x = r.pick(&vals).clone();
        let y = r.pick(&vals).clone();
        let name = format!("%v{k}");
        if float {
            let op = *r.pick(&[
                "addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf",
                "negf", "cmpsel",
            ]);
            match op {
                "negf" => body.push_str(&format!("  {name} = arith.negf {x} : {ty}\n")),
                "cmpsel" => {
                    let p = r.pick(&[
                        "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                        "ult", "ule", "une", "uno", "false", "true",
                    ]);
                    body.push_str(&format!("  %c{k} = arith.cmpf {p}, {x}, {y} : {ty}\n"));
                    body.push_str(&format!(
                        "  {name} = arith.select %c{k}, {x}, {y} : {bty}, {ty}\n"
                    ));
                }
                _ => body.push_str(&format!("  {name} = arith.{op} {x}, {y} : {ty}\n")),
            }
        } else {
            let op = *r.pick(&[
                "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui",
                "cmpsel", "shift", "div", "varshift",
            ]);
            match op {
                "cmpsel" => {
                    let p = r.pick(&[
                        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                    ]);
                    body.push_str(&format!("  %c{k} = arith.cmpi {p}, {x}, {y} : {ty}\n"));
                    body.push_str(&format!(
                        "  {name} = arith.select %c{k}, {x}, {y} : {bty}, {ty}\n"
                    ));
                }
                "shift" => {
                    // amounts below the width (larger ones are poison)
                    let amt = r.next() % bits as u64;
                    let sop = r.pick(&["shli", "shrsi", "shrui"]);
                    let cst = if lanes > 0 {
                        format!("dense<{amt}>")
                    } else {
                        amt.to_string()
                    };
                    body.push_str(&format!("  %s{k} = arith.constant {cst} : {ty}\n"));
                    body.push_str(&format!("  {name} = arith.{sop} {x}, %s{k} : {ty}\n"));
                }
                "div" => {
                    // a positive divisor: (y & MAX) | 1 (no division by 0, no MIN / -1)
                    let max = (1u128 << (bits - 1)) - 1;
                    let (mc, oc) = if lanes > 0 {
                        (format!("dense<{max}>"), "dense<1>".to_string())
                    } else {
                        (max.to_string(), "1".to_string())
                    };
                    body.push_str(&format!("  %m{k} = arith.constant {mc} : {ty}\n  %o{k} = arith.constant {oc} : {ty}\n"));
                    body.push_str(&format!("  %q{k} = arith.andi {y}, %m{k} : {ty}\n  %d{k} = arith.ori %q{k}, %o{k} : {ty}\n"));
                    let dop = r.pick(&[
                        "divsi",
                        "divui",
                        "remsi",
                        "remui",
                        "ceildivsi",
                        "floordivsi",
                        "ceildivui",
                    ]);
                    body.push_str(&format!("  {name} = arith.{dop} {x}, %d{k} : {ty}\n"));
                }
                "varshift" => {
                    // per-lane amounts below the width
                    let mc = if lanes > 0 {
                        format!("dense<{}>", bits - 1)
                    } else {
                        (bits - 1).to_string()
                    };
                    body.push_str(&format!("  %m{k} = arith.constant {mc} : {ty}\n  %a{k} = arith.andi {y}, %m{k} : {ty}\n"));
                    let sop = r.pick(&["shli", "shrsi", "shrui"]);
                    body.push_str(&format!("  {name} = arith.{sop} {x}, %a{k} : {ty}\n"));
                }
                _ => body.push_str(&format!("  {name} = arith.{op} {x}, {y} : {ty}\n")),
            }
        }
        print(&mut body, &name, ty, &ity, k);
        vals.push(name);
    }
    let lit = |r: &mut Rng| {
        if float {
            float_lit(r, bits == 64)
        } else {
            int_lit(r, bits)
        }
    };
    let mut main = String::new();
    for call in 0..3 {
        let (a, b) = if lanes > 0 {
            let xs: Vec<String> = (0..lanes).map(|_| lit(r)).collect();
            let ys: Vec<String> = (0..lanes).map(|_| lit(r)).collect();
            let conv = |v: Vec<String>| {
                if float {
                    // dense<> of floats takes hex only as a whole-vector splat
                    v.iter()
                        .map(|h| {
                            let b = u64::from_str_radix(&h[2..], 16).unwrap();
                            let f = if bits == 64 {
                                f64::from_bits(b)
                            } else {
                                f32::from_bits(b as u32) as f64
                            };
                            if !f.is_finite() {
                                "0x7FC00000".to_string()
                            } else {
                                format!("{f:.17e}")
                            }
                        })
                        .collect::<Vec<_>>()
                } else {
                    v
                }
            };
            let (xs, ys) = (conv(xs), conv(ys));
            if float && (xs.iter().chain(&ys).any(|s| s.starts_with("0x"))) {
                // keep NaNs out of dense lists (no per-element hex syntax)
                (
                    format!(
                        "dense<[{}]>",
                        xs.iter()
                            .map(|s| if s.starts_with("0x") {
                                "1.0".into()
                            } else {
                                s.clone()
                            })
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    format!(
                        "dense<[{}]>",
                        ys.iter()
                            .map(|s| if s.starts_with("0x") {
                                "1.0".into()
                            } else {
                                s.clone()
                            })
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
            } else {
                (
                    format!("dense<[{}]>", xs.join(", ")),
                    format!("dense<[{}]>", ys.join(", ")),
                )
            }
        } else {
            (lit(r), lit(r))
        };
        main.push_str(&format!(
            "  %x{call} = arith.constant {a} : {ty}\n  %y{call} = arith.constant {b} : {ty}\n  func.call @f(%x{call}, %y{call}) : ({ty}, {ty}) -> ()\n"
        ));
    }
    if float && lanes > 0 {
        // NaN lanes through a splat
        main.push_str(&format!(
            "  %n = arith.constant dense<0x{}> : {ty}\n  %o = arith.constant dense<-0.0> : {ty}\n  %i = arith.constant dense<0x{}> : {ty}\n  func.call @f(%n, %o) : ({ty}, {ty}) -> ()\n  func.call @f(%o, %n) : ({ty}, {ty}) -> ()\n  func.call @f(%i, %o) : ({ty}, {ty}) -> ()\n  func.call @f(%o, %i) : ({ty}, {ty}) -> ()\n",
            if bits == 64 { "7FF8000000000000" } else { "7FC00000" },
            if bits == 64 { "FFF0000000000000" } else { "FF800000" }
        ));
    }
    format!("func.func @f(%a: {ty}, %b: {ty}) {{\n{body}  return\n}}\nfunc.func @main() {{\n{main}  return\n}}\n")
}

/// Replaces integers that are NaN bit patterns of a `bits`-wide float by `NaN`.
fn nan_normalize(s: &str, bits: u32) -> String {
    let mut out = String::new();
    let mut num = String::new();
    let flush = |num: &mut String, out: &mut String| {
        if num.is_empty() {
            return;
        }
        let v: i64 = num.parse().unwrap_or(0);
        let nan = if bits == 32 {
            f32::from_bits(v as u32).is_nan()
        } else {
            f64::from_bits(v as u64).is_nan()
        };
        out.push_str(if nan { "NaN" } else { num });
        num.clear();
    };
    for ch in s.chars() {
        if ch.is_ascii_digit() || (ch == '-' && num.is_empty()) {
            num.push(ch);
        } else {
            flush(&mut num, &mut out);
            out.push(ch);
        }
    }
    flush(&mut num, &mut out);
    out
}

#[test]
fn random_arith_programs_match_the_interpreter() {
    let types: &[(&str, &str, usize)] = &[
        ("i8", "i8", 0),
        ("i16", "i16", 0),
        ("i32", "i32", 0),
        ("i64", "i64", 0),
        ("f32", "f32", 0),
        ("f64", "f64", 0),
        ("vector<8xf32>", "f32", 8),
        ("vector<4xf32>", "f32", 4),
        ("vector<4xf64>", "f64", 4),
        ("vector<8xi32>", "i32", 8),
        ("vector<4xi32>", "i32", 4),
        ("vector<16xi16>", "i16", 16),
        ("vector<32xi8>", "i8", 32),
        ("vector<4xi64>", "i64", 4),
    ];
    // Fresh programs every run (xorshift needs a non-zero state).
    let seed = tests::rng::seed("LOWER_RANDOM_SEED");
    let mut r = Rng(seed | 1);
    let mut n = 0;
    for round in 0..60 {
        for &(ty, elem, lanes) in types {
            let text = program(&mut r, ty, elem, lanes);
            let mut ctx = ods::ir::Context::new();
            dialects::register_all(&mut ctx);
            let parsed =
                ods::asm::parse_source(&mut ctx, text.as_bytes(), b"r.mlir", &Default::default())
                    .unwrap_or_else(|_| panic!("generated program does not parse:\n{text}"));
            ods::verifier::verify(&ctx, parsed.module)
                .unwrap_or_else(|_| panic!("generated program does not verify:\n{text}"));
            let mut it = Interpreter::new(&ctx, parsed.module);
            it.call("main", vec![])
                .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
            let want = String::from_utf8_lossy(&it.stdout).into_owned();
            // SAFETY: no memory accesses.
            let c = unsafe { compile_module(&mut ctx, parsed.module, &CompileOptions::default()) }
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
            let f = c.jit.get::<fn()>("main").unwrap();
            let got = capture(|| f.call(())).1;
            // NaN sign and payload are not specified (x86 produces the
            // negative default NaN where APFloat produces +qNaN): compare
            // NaNs as equal.
            let (want, got) = if let Some(w) = elem.strip_prefix('f') {
                let bits: u32 = w.parse().unwrap();
                (nan_normalize(&want, bits), nan_normalize(&got, bits))
            } else {
                (want, got)
            };
            if got != want {
                let (w, g): (Vec<_>, Vec<_>) = (want.lines().collect(), got.lines().collect());
                let i = w
                    .iter()
                    .zip(&g)
                    .position(|(a, b)| a != b)
                    .unwrap_or(w.len().min(g.len()));
                panic!(
                    "LOWER_RANDOM_SEED={seed}, round {round} {ty}: line {i}: interpreter {:?}, JIT {:?}\n{text}",
                    w.get(i),
                    g.get(i)
                );
            }
            n += 1;
        }
    }
    assert_eq!(n, 60 * types.len());
}
