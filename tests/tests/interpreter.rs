//! The reference interpreter against `mlir-runner`: each
//! `tests/interp/NAME.mlir` runs `@main` in `dialects::interp` and must print
//! exactly `NAME.expected`, recorded from MLIR 22's `mlir-runner` after the
//! lowering pipeline of `../shared/bench/jit.sh` (`tests/interp/record.sh`).

use dialects::interp::InterpError;
use std::path::Path;

fn run_main(text: &str) -> Result<Vec<u8>, InterpError> {
    tests::interpret_main(text)
}

#[test]
fn interpreter_prints_like_mlir_runner() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("interp");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let p = entry.path();
        if p.extension().is_none_or(|e| e != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let expected = std::fs::read_to_string(p.with_extension("expected")).unwrap();
        let got = run_main(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert_eq!(String::from_utf8_lossy(&got), expected, "{}", p.display());
        n += 1;
    }
    assert!(n >= 2);
}

#[test]
fn interpreter_reports_undefined_behaviour_and_unknown_ops() {
    let div0 = "func.func @main() {\n  %a = arith.constant 1 : i32\n  %z = arith.constant 0 : i32\n  %d = arith.divsi %a, %z : i32\n  return\n}\n";
    assert!(matches!(run_main(div0), Err(InterpError::Undefined { .. })));
    let oob = "func.func @main() {\n  %m = memref.alloc() : memref<2xf32>\n  %c5 = arith.constant 5 : index\n  %x = memref.load %m[%c5] : memref<2xf32>\n  return\n}\n";
    assert!(matches!(run_main(oob), Err(InterpError::Undefined { .. })));
    let missing = "func.func @main() {\n  func.call @nowhere() : () -> ()\n  return\n}\nfunc.func private @nowhere()\n";
    assert_eq!(
        run_main(missing),
        Err(InterpError::NoFunction("nowhere".into()))
    );
}

/// The kernels of `../shared/bench/kernels/` at a small size (`// @N` = 256,
/// `// @K` = 1): their `CHECK` lines must equal `mlir-runner`'s after the
/// lowering pipeline of `../shared/bench/jit.sh`.
#[test]
fn bench_kernels_check_lines_match_mlir_runner() {
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/kernels");
    if !kernels.is_dir() || !Path::new("/usr/lib/llvm-22/bin/mlir-runner").exists() {
        eprintln!("SKIPPED: needs ../shared/bench/kernels and mlir-runner (apt-get install mlir-22-tools)");
        return;
    }
    let files = tests::files_with_suffix(&kernels, ".mlir");
    let mut n = 0;
    for f in &files {
        let text = tests::small_bench_kernel(f);
        let theirs = tests::check_lines(&tests::mlir_runner_stdout(&text).expect("mlir-runner"));
        let ours = run_main(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let ours = tests::check_lines(&String::from_utf8_lossy(&ours));
        assert!(
            !theirs.is_empty(),
            "{}: mlir-runner printed no CHECK line",
            f.display()
        );
        assert_eq!(ours, theirs, "{}", f.display());
        n += 1;
    }
    assert!(n >= 7, "ran {n} kernels");
}

/// Random kernels (`tests::kernel_gen`: masked tails, loop-carried vectors,
/// reductions, conversions, shuffles, edge-value inputs) print the same bits
/// in the interpreter as under `mlir-runner`: the check that the interpreter
/// is a sound oracle for the JIT. `ODS_KERNEL_SEED` moves the seeds.
#[test]
fn generated_kernels_match_mlir_runner() {
    if !Path::new("/usr/lib/llvm-22/bin/mlir-runner").exists() {
        eprintln!("SKIPPED: needs mlir-runner (apt-get install mlir-22-tools)");
        return;
    }
    let base: u64 = std::env::var("ODS_KERNEL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    // (no f16/bf16: LLVM is not exact there, see `KernelConfig::halves`)
    let cfg = tests::kernel_gen::KernelConfig {
        halves: false,
        ..Default::default()
    };
    let modules = 6;
    for seed in base..base + modules {
        let m = tests::kernel_gen::generate(seed, &cfg);
        let ours = run_main(&m).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let theirs = tests::mlir_runner_stdout(&m).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&ours),
            theirs,
            "seed {seed}: the interpreter and mlir-runner differ \
             (ODS_NO_HALVES=1 cargo run --release -p tests --example gen_kernels -- {seed})"
        );
    }
    eprintln!(
        "{} generated kernels: interpreter == mlir-runner",
        modules as usize * cfg.kernels
    );
}

/// The interpreter runs verified IR only: an invalid module is an error
/// naming the problem, not a panic in an op that assumed its invariants.
#[test]
fn invalid_module_is_an_error() {
    let e = tests::interpret_main(
        "func.func @main() {\n  %s = vector.step : vector<4xindex>\n  \
         %b = arith.index_cast %s : vector<4xindex> to vector<4xbf16>\n  return\n}\n",
    )
    .unwrap_err();
    assert!(
        matches!(&e, dialects::interp::InterpError::Invalid(m)
            if m.contains("'arith.index_cast' op result #0 must be signless-integer-like")),
        "{e}"
    );
}
