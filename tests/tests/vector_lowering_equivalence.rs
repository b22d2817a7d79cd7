//! The vector lowering's real oracle: random kernels
//! (`tests::lowering_gen`) run in the reference interpreter before and after
//! `lower_to_native`; the output memrefs and what they print must be
//! bit-identical, and the lowered module must pass the native-vector-IR
//! check. The bench kernels of `../shared/bench/kernels` go through the same
//! lowering and must print the same `CHECK` lines.

use dialects::arith::eval::{Scalar, ScalarType};
use dialects::interp::{Interpreter, MemRefValue, RtValue};
use dialects::vector::lowering::VectorTarget;
use ods::support::apfloat::{APFloat, FloatSemantics, RoundingMode};
use ods::support::apint::APInt;
use std::collections::BTreeMap;
use tests::lowering_gen::{kernel, Arg, Elem};
use tests::rng::Rng;

fn parse(ctx: &mut ods::ir::Context, text: &str) -> Option<ods::ir::Operation> {
    let parsed =
        ods::asm::parse_source(ctx, text.as_bytes(), b"k.mlir", &Default::default()).ok()?;
    ods::verifier::verify(ctx, parsed.module).ok()?;
    Some(parsed.module)
}

fn scalar_type(e: Elem) -> ScalarType {
    match e {
        Elem::F32 => ScalarType::Float(FloatSemantics::F32),
        Elem::F64 => ScalarType::Float(FloatSemantics::F64),
        _ => ScalarType::Int(e.bits()),
    }
}

/// A random, finite value: floats are ±m·2^e with e in -3..3 and a random
/// mantissa (so rounding and association order show), integers random bits.
fn value(rng: &mut Rng, e: Elem) -> Scalar {
    match e {
        Elem::F32 | Elem::F64 => {
            let m = 1.0 + (rng.below(1 << 20) as f64) / (1u64 << 20) as f64;
            let s = if rng.below(2) == 0 { -1.0 } else { 1.0 };
            let x = s * m * 2f64.powi(rng.below(7) as i32 - 3);
            let sem = if e == Elem::F32 {
                FloatSemantics::F32
            } else {
                FloatSemantics::F64
            };
            Scalar::Float(APFloat::from_f64(sem, x, RoundingMode::NearestTiesToEven).0)
        }
        _ => Scalar::Int(APInt::from_u64(e.bits(), rng.next_u64())),
    }
}

fn inputs(args: &[Arg], seed: u64) -> Vec<RtValue> {
    let mut rng = Rng::new(seed);
    args.iter()
        .map(|a| {
            let m = MemRefValue::new(
                scalar_type(a.elem),
                a.sizes.clone(),
                value(&mut rng, a.elem),
            );
            for p in 0..a.sizes.iter().product::<i64>() {
                m.write(p, &[value(&mut rng, a.elem)]);
            }
            RtValue::MemRef(m)
        })
        .collect()
}

fn run(
    ctx: &ods::ir::Context,
    module: ods::ir::Operation,
    args: &[Arg],
    seed: u64,
) -> Result<String, String> {
    let ins = inputs(args, seed);
    let mut it = Interpreter::new(ctx, module);
    it.call("kernel", ins.clone()).map_err(|e| e.to_string())?;
    let mut out = String::from_utf8_lossy(&it.stdout).into_owned();
    for v in &ins {
        if let RtValue::MemRef(m) = v {
            out += &format!("{:?}\n", m.elements());
        }
    }
    Ok(out)
}

#[test]
fn lowered_kernels_compute_bit_identical_results() {
    let seed = tests::rng::seed("ODS_SEED");
    let mut rng = Rng::new(seed);
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut skipped = 0;
    let mut failures = Vec::new();
    let mut ran = 0;
    while ran < 1000 && failures.len() < 5 {
        let k = kernel(&mut rng);
        let data_seed = rng.next_u64();
        let mut c1 = ods::ir::Context::new();
        dialects::register_all(&mut c1);
        let Some(m1) = parse(&mut c1, &k.text) else {
            if std::env::var_os("ODS_SHOW_SKIPPED").is_some() {
                eprintln!("skipped (invalid) {}:\n{}", k.what, k.text);
            }
            skipped += 1;
            assert!(skipped < 200, "too many invalid kernels, e.g.\n{}", k.text);
            continue;
        };
        let before = run(&c1, m1, &k.args, data_seed);
        if let Err(e) = &before {
            failures.push(format!(
                "{}: the original kernel fails: {e}\n{}",
                k.what, k.text
            ));
            continue;
        }
        for target in VectorTarget::ALL {
            let t = target.name();
            let mut c2 = ods::ir::Context::new();
            dialects::register_all(&mut c2);
            let m2 = parse(&mut c2, &k.text).unwrap();
            if let Err(d) = dialects::vector::lowering::lower_to_native(&mut c2, m2, target) {
                failures.push(format!(
                    "{} ({t}): lowering failed: {:?}\n{}",
                    k.what,
                    d.iter().map(|d| d.message.clone()).collect::<Vec<_>>(),
                    k.text
                ));
                continue;
            }
            if let Err(d) = ods::verifier::verify(&c2, m2) {
                failures.push(format!(
                    "{} ({t}): lowered IR does not verify: {:?}\n{}",
                    k.what,
                    d.iter().map(|d| d.message.clone()).collect::<Vec<_>>(),
                    k.text
                ));
                continue;
            }
            let after = run(&c2, m2, &k.args, data_seed);
            if before != after {
                let lowered = String::from_utf8_lossy(&ods::asm::printer::print_op_to_vec(
                    &c2,
                    m2,
                    &Default::default(),
                ))
                .into_owned();
                failures.push(format!(
                    "{} ({t}): results differ\n--- before\n{before:?}\n--- after\n{after:?}\n--- kernel\n{}\n--- lowered\n{lowered}",
                    k.what, k.text
                ));
                continue;
            }
        }
        *counts.entry(k.what).or_default() += 1;
        ran += 1;
    }
    eprintln!("ran {ran} kernels ({skipped} invalid skipped): {counts:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn run_main(ctx: &ods::ir::Context, module: ods::ir::Operation) -> Vec<String> {
    let mut it = Interpreter::new(ctx, module);
    it.call("main", vec![]).expect("main runs");
    tests::check_lines(&String::from_utf8_lossy(&it.stdout))
}

/// The bench kernels (`// @N` = 256, `// @K` = 1, as `interpreter.rs`)
/// print the same `CHECK` lines after `lower_to_native`.
#[test]
fn bench_kernels_print_the_same_checks_after_lowering() {
    let Some(kernels) = tests::oracle::bench_kernels() else {
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&kernels)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    for f in &files {
        let text = tests::small_bench_kernel(f);
        let mut c1 = ods::ir::Context::new();
        dialects::register_all(&mut c1);
        let m1 = parse(&mut c1, &text).expect("kernel parses");
        let before = run_main(&c1, m1);
        assert!(!before.is_empty(), "{}", f.display());
        for target in VectorTarget::ALL {
            let mut c2 = ods::ir::Context::new();
            dialects::register_all(&mut c2);
            let m2 = parse(&mut c2, &text).unwrap();
            dialects::vector::lowering::lower_to_native(&mut c2, m2, target)
                .unwrap_or_else(|d| panic!("{} ({target:?}): {:?}", f.display(), d[0].message));
            ods::verifier::verify(&c2, m2).expect("lowered kernel verifies");
            let after = run_main(&c2, m2);
            assert_eq!(before, after, "{} ({target:?})", f.display());
        }
    }
    assert!(files.len() >= 7);
}

/// Every program of `backend-dynasm/tests/lower`, lowered for each
/// target and run by the interpreter, prints what `mlir-runner` printed
/// for it (the recorded `.expected`, memref addresses aside): the lowering
/// keeps the meaning of the whole programs too (memrefs of wide vectors,
/// calls through function values, views), and the interpreter runs what
/// it produces.
#[test]
fn lower_programs_print_the_same_after_lowering() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../backend-dynasm/tests/lower");
    let files = tests::files_with_suffix(&dir, ".mlir");
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let want = std::fs::read_to_string(f.with_extension("expected")).unwrap();
        for target in VectorTarget::ALL {
            let mut c = ods::ir::Context::new();
            dialects::register_all(&mut c);
            let m = parse(&mut c, &text).expect("parses");
            if let Err(d) = dialects::vector::lowering::lower_to_native(&mut c, m, target) {
                failures.push(format!("{} ({target:?}): {}", f.display(), d[0].message));
                continue;
            }
            let mut it = Interpreter::new(&c, m);
            let r = it.call("main", vec![]);
            let got = String::from_utf8_lossy(&it.stdout).into_owned();
            if let Err(e) = r {
                failures.push(format!("{} ({target:?}): {e}", f.display()));
            } else if tests::without_memref_addresses(&got)
                != tests::without_memref_addresses(&want)
            {
                failures.push(format!(
                    "{} ({target:?}): {}",
                    f.display(),
                    tests::first_difference(got.as_bytes(), want.as_bytes())
                ));
            }
        }
    }
    assert!(files.len() >= 36, "{} programs", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Input the JIT cannot take is a located error, never a panic.
#[test]
fn unsupported_input_is_a_located_error() {
    for (text, msg) in [
        (
            "func.func @f(%a: vector<[4]xf32>, %b: vector<[4]xf32>) -> vector<[4]xf32> {\n  %c = arith.addf %a, %b : vector<[4]xf32>\n  return %c : vector<[4]xf32>\n}\n",
            "scalable vectors are not supported by the JIT",
        ),
        (
            "func.func @f(%a: vector<4x8xf32>, %i: vector<8xf32>) -> vector<4x8xf32> {\n  %r:2 = vector.scan <add>, %a, %i {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>\n  return %r#0 : vector<4x8xf32>\n}\n",
            // (lowered as MLIR's ScanToArithOps since the JIT runs scans)
            "",
        ),
        (
            "func.func @f(%a: vector<2x8xf32>, %n: i32) -> vector<2x8xf32> {\n  %r:2 = scf.while (%x = %a, %i = %n) : (vector<2x8xf32>, i32) -> (vector<2x8xf32>, i32) {\n    %c0 = arith.constant 0 : i32\n    %c = arith.cmpi sgt, %i, %c0 : i32\n    scf.condition(%c) %x, %i : vector<2x8xf32>, i32\n  } do {\n  ^bb0(%y: vector<2x8xf32>, %j: i32):\n    %c1 = arith.constant 1 : i32\n    %k = arith.subi %j, %c1 : i32\n    %z = arith.addf %y, %y : vector<2x8xf32>\n    scf.yield %z, %k : vector<2x8xf32>, i32\n  }\n  return %r#0 : vector<2x8xf32>\n}\n",
            "",
        ),
        (
            "func.func @f(%a: vector<16xf16>) -> vector<16xf16> {\n  %b = vector.bitcast %a : vector<16xf16> to vector<16xf16>\n  %c = vector.broadcast %b : vector<16xf16> to vector<2x16xf16>\n  %d = vector.extract %c[1] : vector<16xf16> from vector<2x16xf16>\n  return %d : vector<16xf16>\n}\n",
            "",
        ),
    ] {
        let mut ctx = ods::ir::Context::new();
        dialects::register_all(&mut ctx);
        let m = parse(&mut ctx, text).expect("parses");
        let r = dialects::vector::lowering::lower_to_native(&mut ctx, m, VectorTarget::X86Avx2);
        if msg.is_empty() {
            // Lowers fine (scans become slices and arith, f16 rows stay
            // native, scf.while carries pieces).
            assert!(r.is_ok(), "{text}: {:?}", r.err().map(|d| d[0].message.clone()));
            continue;
        }
        let d = r.expect_err(text);
        assert!(d[0].message.contains(msg), "{}", d[0].message);
        let loc = ods::asm::printer::print_attribute_local(&ctx, d[0].loc);
        assert!(loc.contains("k.mlir"), "location {loc}");
    }
}

/// The contract is the target's: one register is 256 bits on x86-64 and 128
/// on AArch64, and a non-native value is named with the limit it exceeds.
#[test]
fn native_width_is_the_targets_register() {
    let text = "func.func @f(%a: vector<8xf32>, %m: vector<32xi1>, %h: vector<8xf16>) -> vector<8xf32> {\n  return %a : vector<8xf32>\n}\n";
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let m = parse(&mut ctx, text).expect("parses");
    let check = dialects::vector::lowering::verify_native_vector_ir;
    assert!(check(&ctx, m, VectorTarget::X86Avx2).is_ok());
    let d = check(&ctx, m, VectorTarget::Aarch64Neon).expect_err("8 x f32 is 256 bits");
    assert!(
        d.message.contains(
            "'vector<8xf32>' is not native: it has 256 bits, more than the 128 of a NEON register"
        ),
        "{}",
        d.message
    );
    // Lowered for AArch64, every vector fits 128 bits (masks 16 lanes,
    // halves 4) and the function still computes the same.
    let text = "func.func @f(%a: vector<8xf32>, %b: vector<8xf32>, %h: vector<8xf16>) -> (vector<8xf32>, vector<8xf16>) {\n  %c = arith.cmpf olt, %a, %b : vector<8xf32>\n  %d = arith.select %c, %a, %b : vector<8xi1>, vector<8xf32>\n  %e = arith.addf %h, %h : vector<8xf16>\n  return %d, %e : vector<8xf32>, vector<8xf16>\n}\n";
    let m = parse(&mut ctx, text).expect("parses");
    dialects::vector::lowering::lower_to_native(&mut ctx, m, VectorTarget::Aarch64Neon)
        .unwrap_or_else(|d| panic!("{}", d[0].message));
    let printed = String::from_utf8_lossy(&ods::asm::printer::print_op_to_vec(
        &ctx,
        m,
        &Default::default(),
    ))
    .into_owned();
    assert!(
        printed.contains("-> (vector<4xf32>, vector<4xf32>, vector<4xf16>, vector<4xf16>)"),
        "{printed}"
    );
    // (the 8-lane mask is native on both targets: it may stay whole)
    assert!(
        !printed.contains("vector<8xf32>") && !printed.contains("vector<8xf16>"),
        "{printed}"
    );
}

/// Every vector chunk of MLIR's own tests (`../shared/mlir-tests`) that
/// parses and verifies either lowers to verified native IR or gets a
/// located error — never a panic, never invalid IR.
#[test]
fn mlir_vector_tests_lower_or_fail_cleanly() {
    let Some(corpus) = tests::oracle::corpus() else {
        return;
    };
    let dir = corpus.join("chunks/Dialect/Vector");
    assert!(dir.is_dir(), "the corpus has no {}", dir.display());
    fn walk(d: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "mlir")
                && !p.to_string_lossy().contains("generic")
            {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(&dir, &mut files);
    files.sort();
    let (mut lowered, mut refused) = (0, 0);
    for (f, target) in files.iter().flat_map(|f| VectorTarget::ALL.map(|t| (f, t))) {
        let text = std::fs::read_to_string(f).unwrap();
        let mut ctx = ods::ir::Context::new();
        ctx.set_allow_unregistered_dialects(true);
        dialects::register_all(&mut ctx);
        let Some(m) = parse(&mut ctx, &text) else {
            continue;
        };
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            dialects::vector::lowering::lower_to_native(&mut ctx, m, target)
        }));
        match r {
            Err(_) => panic!("{} ({target:?}): the lowering panicked", f.display()),
            Ok(Ok(())) => {
                ods::verifier::verify(&ctx, m)
                    .unwrap_or_else(|d| panic!("{}: invalid IR: {}", f.display(), d[0].message));
                lowered += 1;
            }
            Ok(Err(d)) => {
                let loc = ods::asm::printer::print_attribute_local(&ctx, d[0].loc);
                assert!(
                    loc.contains("k.mlir"),
                    "{}: unlocated error {}",
                    f.display(),
                    d[0].message
                );
                refused += 1;
            }
        }
    }
    eprintln!("{lowered} lowerings (both targets), {refused} refused with a located error");
    assert!(lowered > 100);
}
