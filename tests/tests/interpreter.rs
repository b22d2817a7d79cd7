//! The reference interpreter against `mlir-runner`: each
//! `tests/interp/NAME.mlir` runs `@main` in `dialects::interp` and must print
//! exactly `NAME.expected`, recorded from MLIR 22's `mlir-runner` after the
//! lowering pipeline of `../shared/bench/jit.sh` (`tests/interp/record.sh`).

use dialects::interp::InterpError;
use std::path::Path;

fn run_main(text: &str) -> Result<Vec<u8>, InterpError> {
    tests::interpret_main(text)
}

fn printed(text: &str) -> String {
    String::from_utf8_lossy(&run_main(text).unwrap_or_else(|e| panic!("{e}\n{text}"))).into_owned()
}

fn undefined(text: &str) -> String {
    match run_main(text) {
        Err(InterpError::Undefined { what, .. }) => what,
        r => panic!("expected undefined behaviour, got {r:?}\n{text}"),
    }
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
        assert_eq!(
            tests::without_memref_addresses(&String::from_utf8_lossy(&got)),
            tests::without_memref_addresses(&expected),
            "{}",
            p.display()
        );
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
    let (Some(kernels), Some(runner)) =
        (tests::oracle::bench_kernels(), tests::oracle::mlir_runner())
    else {
        return;
    };
    let files = tests::files_with_suffix(&kernels, ".mlir");
    let mut n = 0;
    for f in &files {
        let text = tests::small_bench_kernel(f);
        let theirs = tests::check_lines(&tests::mlir_runner_stdout(&runner, &text));
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
/// reductions, conversions, shuffles, `vector.fma`, edge-value inputs, every
/// element type from i8 to f64, f16 and bf16 included) print the same bits in
/// the interpreter as under `mlir-runner`: the check that the interpreter is
/// a sound oracle for the JIT. New kernels every run: the seed is time-based
/// and printed (`ODS_RUNNER_DIFF_SEED=N` replays a run);
/// `ODS_RUNNER_DIFF_MODULES` modules of 20 kernels (default 50).
#[test]
fn generated_kernels_match_mlir_runner() {
    let Some(runner) = tests::oracle::mlir_runner() else {
        return;
    };
    // Module seeds are base, base + 1, ...: keep them apart from run to run.
    let base = tests::rng::seed("ODS_RUNNER_DIFF_SEED") % (1 << 48);
    let modules = tests::rng::count("ODS_RUNNER_DIFF_MODULES", 50) as u64;
    let cfg = tests::kernel_gen::KernelConfig::default();
    // Most of the time is mlir-opt and mlir-runner processes.
    let seeds: Vec<u64> = (base..base + modules).collect();
    tests::for_each_on_two_threads(&seeds, |&seed| {
        let m = tests::kernel_gen::generate(seed, &cfg);
        let ours = run_main(&m).unwrap_or_else(|e| panic!("module seed {seed}: {e}"));
        let theirs = tests::mlir_runner_stdout(&runner, &m);
        let ours = String::from_utf8_lossy(&ours);
        if ours != theirs {
            let kept =
                Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("runner-diff-{seed}.mlir"));
            std::fs::write(&kept, &m).unwrap();
            panic!(
                "module seed {seed} (replay: ODS_RUNNER_DIFF_SEED={base}): the interpreter and \
                 mlir-runner differ; module kept at {}\n{}",
                kept.display(),
                tests::first_difference(ours.as_bytes(), theirs.as_bytes())
            );
        }
    });
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

/// `vector.scan` (MLIR's pipeline cannot run it): as MLIR's own lowering
/// (`ScanToArithOps`, also what `mlir-opt --test-vector-scan-lowering`
/// gives) defines it, an inclusive scan starts from the first element and
/// ignores the initial value, an exclusive one starts from the initial
/// value and combines the previous element; the accumulated value is the
/// last element of the scan. Expected values worked out by hand.
#[test]
fn scan_follows_mlir_lowering() {
    let prog = |kind: &str, inclusive: bool, dim: i64, init_ty: &str, init: &str| {
        format!(
            "func.func @main() {{\n  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>\n  \
             %init = arith.constant dense<{init}> : {init_ty}\n  \
             %r, %acc = vector.scan <{kind}>, %v, %init {{inclusive = {inclusive}, reduction_dim = {dim} : i64}} : vector<2x3xi32>, {init_ty}\n  \
             vector.print %r : vector<2x3xi32>\n  vector.print %acc : {init_ty}\n  return\n}}\n"
        )
    };
    // rows: 1, 1+2, 1+2+3 and 4, 4+5, 4+5+6
    assert_eq!(
        printed(&prog("add", true, 1, "vector<2xi32>", "[10, 20]")),
        "( ( 1, 3, 6 ), ( 4, 9, 15 ) )\n( 6, 15 )\n"
    );
    // rows: 10, 10+1, 10+1+2 and 20, 20+4, 20+4+5
    assert_eq!(
        printed(&prog("add", false, 1, "vector<2xi32>", "[10, 20]")),
        "( ( 10, 11, 13 ), ( 20, 24, 29 ) )\n( 13, 29 )\n"
    );
    // down the columns: 1, 2, 3 then 1*4, 2*5, 3*6
    assert_eq!(
        printed(&prog("mul", true, 0, "vector<3xi32>", "[7, 8, 9]")),
        "( ( 1, 2, 3 ), ( 4, 10, 18 ) )\n( 4, 10, 18 )\n"
    );
    // exclusive max down the columns: the initial value, then max(init, row 0)
    assert_eq!(
        printed(&prog("maxsi", false, 0, "vector<3xi32>", "[2, 0, 5]")),
        "( ( 2, 0, 5 ), ( 2, 2, 5 ) )\n( 2, 2, 5 )\n"
    );
}

/// `vector.matrix_multiply` / `vector.flat_transpose` are the
/// `llvm.matrix.*` intrinsics: column-major matrices (LLVM's default
/// layout; `mlir-runner -enable-matrix` on the intrinsics prints the same).
#[test]
fn flat_matrix_ops_are_column_major() {
    let text = "func.func @main() {\n  \
        %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<6xf32>\n  \
        %b = arith.constant dense<[7.0, 8.0, 9.0, 10.0, 11.0, 12.0]> : vector<6xf32>\n  \
        %c = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>\n  \
        vector.print %c : vector<4xf32>\n  \
        %t = vector.flat_transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> -> vector<6xf32>\n  \
        vector.print %t : vector<6xf32>\n  \
        %i = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>\n  \
        %j = arith.constant dense<[100, 1, 2, 3]> : vector<4xi8>\n  \
        %k = vector.matrix_multiply %i, %j {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>\n  \
        vector.print %k : vector<4xi8>\n  return\n}\n";
    // lhs = [[1, 3, 5], [2, 4, 6]], rhs = [[7, 10], [8, 11], [9, 12]]:
    // (0,0) = 7+24+45, (1,0) = 14+32+54, (0,1) = 10+33+60, (1,1) = 20+44+72.
    // The transpose of [[1, 3, 5], [2, 4, 6]] is [[1, 2], [3, 4], [5, 6]].
    // i8: lhs = [[1, 3], [2, 4]], rhs = [[100, 2], [1, 3]]:
    // (0,0) = 100+3, (1,0) = 200+4 wraps to -52, (0,1) = 2+9, (1,1) = 4+12.
    assert_eq!(
        printed(text),
        "( 76, 100, 103, 136 )\n( 1, 3, 5, 2, 4, 6 )\n( 103, -52, 11, 16 )\n"
    );
}

/// Scalable vectors run with vscale = 1.
#[test]
fn scalable_insert_extract() {
    let text = "func.func @main() {\n  \
        %z = arith.constant 0 : i32\n  \
        %d = vector.broadcast %z : i32 to vector<[8]xi32>\n  \
        %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>\n  \
        %i = vector.scalable.insert %v, %d[4] : vector<4xi32> into vector<[8]xi32>\n  \
        %lo = vector.scalable.extract %i[0] : vector<4xi32> from vector<[8]xi32>\n  \
        %hi = vector.scalable.extract %i[4] : vector<4xi32> from vector<[8]xi32>\n  \
        vector.print %lo : vector<4xi32>\n  vector.print %hi : vector<4xi32>\n  return\n}\n";
    assert_eq!(printed(text), "( 0, 0, 0, 0 )\n( 1, 2, 3, 4 )\n");
}

/// `vector.mask` over a gather (both masks gate a lane) and over a
/// transposed `transfer_read` with a pass-through (the mask in memref
/// order, the pass-through in the result's): worked out by hand.
#[test]
fn vector_mask_of_gather_and_permuted_read() {
    let text = "func.func @main() {\n  \
        %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
        %m = memref.alloca() : memref<4x5xi32>\n  \
        %v = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24], [30, 31, 32, 33, 34]]> : vector<4x5xi32>\n  \
        vector.transfer_write %v, %m[%c0, %c0] : vector<4x5xi32>, memref<4x5xi32>\n  \
        %idx = arith.constant dense<[3, 0, 2, 1]> : vector<4xindex>\n  \
        %own = arith.constant dense<[true, true, false, true]> : vector<4xi1>\n  \
        %outer = arith.constant dense<[true, false, true, true]> : vector<4xi1>\n  \
        %pass = arith.constant dense<-1> : vector<4xi32>\n  \
        %g = vector.mask %outer { vector.gather %m[%c1, %c0][%idx], %own, %pass : memref<4x5xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32> into vector<4xi32> } : vector<4xi1> -> vector<4xi32>\n  \
        vector.print %g : vector<4xi32>\n  \
        %pad = arith.constant 0 : i32\n  \
        %mask = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>\n  \
        %pt = arith.constant dense<[[-5, -6], [-7, -8], [-9, -10]]> : vector<3x2xi32>\n  \
        %r = vector.mask %mask, %pt { vector.transfer_read %m[%c1, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x5xi32>, vector<3x2xi32> } : vector<2x3xi1> -> vector<3x2xi32>\n  \
        vector.print %r : vector<3x2xi32>\n  return\n}\n";
    // gather from row 1: lanes 0 and 3 on (m[1][3], m[1][1]); lane 1 off
    // by the outer mask, lane 2 by its own.
    // read: lane (i, j) is m[1 + j][1 + i] under mask[j][i].
    assert_eq!(
        printed(text),
        "( 13, -1, -1, 11 )\n( ( 11, -6 ), ( -7, 22 ), ( 13, 23 ) )\n"
    );
}

/// Immediate undefined behaviour in memref and vector ops is an error.
#[test]
fn memory_undefined_behaviour_is_reported() {
    let main = |body: &str| {
        format!(
            "memref.global \"private\" constant @k : memref<2xi32> = dense<[1, 2]>\n\
             func.func @main() {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
             %c2 = arith.constant 2 : index\n  %c3 = arith.constant 3 : index\n  %c4 = arith.constant 4 : index\n  \
             %pad = arith.constant 0 : i32\n  %m = memref.alloca() : memref<3x4xi32>\n{body}\n  return\n}}\n"
        )
    };
    // a store into a constant global
    let w = undefined(&main(
        "  %g = memref.get_global @k : memref<2xi32>\n  memref.store %pad, %g[%c0] : memref<2xi32>",
    ));
    assert!(w.contains("constant global"), "{w}");
    // a subview reaching past its source
    let w = undefined(&main(
        "  %s = memref.subview %m[1, %c2] [2, 3] [1, 1] : memref<3x4xi32> to memref<2x3xi32, strided<[4, 1], offset: ?>>",
    ));
    assert!(w.contains("out-of-bounds subview"), "{w}");
    // an index of a dimension the transfer does not walk out of bounds
    let w = undefined(&main(
        "  %r = vector.transfer_read %m[%c1, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x4xi32>, vector<2xi32>\n  \
         %x = vector.transfer_read %m[%c0, %c4], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x4xi32>, vector<2xi32>",
    ));
    assert!(w.contains("non-transfer dimension 1"), "{w}");
    // in_bounds promised but not kept
    let w = undefined(&main(
        "  %r = vector.transfer_read %m[%c0, %c2], %pad {in_bounds = [true]} : memref<3x4xi32>, vector<3xi32>",
    ));
    assert!(w.contains("in_bounds"), "{w}");
    // a cast to a static shape the memref does not have
    let w = undefined(&main(
        "  %d = memref.cast %m : memref<3x4xi32> to memref<?x?xi32>\n  \
         %s = memref.cast %d : memref<?x?xi32> to memref<4x3xi32>",
    ));
    assert!(w.contains("does not match"), "{w}");
    // compressstore past the end of the row
    let w = undefined(&main(
        "  %mask = arith.constant dense<true> : vector<3xi1>\n  %v = arith.constant dense<7> : vector<3xi32>\n  \
         vector.compressstore %m[%c0, %c2], %mask, %v : memref<3x4xi32>, vector<3xi1>, vector<3xi32>",
    ));
    assert!(w.contains("out-of-bounds"), "{w}");
    // a view larger than its buffer
    let w = undefined(
        "func.func @main() {\n  %c8 = arith.constant 8 : index\n  %b = memref.alloca() : memref<16xi8>\n  \
         %v = memref.view %b[%c8][] : memref<16xi8> to memref<3xf32>\n  return\n}\n",
    );
    assert!(w.contains("exceeds"), "{w}");
    // ub.unreachable reached
    let w = undefined("func.func @main() {\n  ub.unreachable\n}\n");
    assert!(w.contains("unreachable"), "{w}");
}

/// `vector.splat` (gone from MLIR 22) broadcasts its scalar; a failing
/// `cf.assert` is an error carrying its message.
#[test]
fn splat_and_failed_assert() {
    let text = "func.func @main() {\n  %s = arith.constant 2.5 : f32\n  \
        %v = vector.splat %s : vector<2x3xf32>\n  vector.print %v : vector<2x3xf32>\n  return\n}\n";
    assert_eq!(printed(text), "( ( 2.5, 2.5, 2.5 ), ( 2.5, 2.5, 2.5 ) )\n");
    let w = undefined(
        "func.func @main() {\n  %f = arith.constant false\n  cf.assert %f, \"boom\"\n  return\n}\n",
    );
    assert!(w.contains("assertion failed: boom"), "{w}");
}
