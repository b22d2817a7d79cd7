//! Compile cost grows linearly with the program, and very wide vectors are
//! compiled in loops rather than unrolled.
//!
//! Linearity is asserted on instruction counts (valgrind's cachegrind, exact
//! and stable on a noisy machine), never on wall time: `ods-run` compiles a
//! function of N and of 4N live ops (`bench/gen_scaling.py`), straight-line
//! and with many blocks, and the count above a trivial module's may grow at
//! most 5× (4× and a margin; counts are exact: the old quadratic steps made
//! it 13×, 5.9× and 16×), straight-line, with many `scf.if`s and as a chain
//! of `cf` diamonds.

use std::path::{Path, PathBuf};
use std::process::Command;

fn ods_run() -> &'static str {
    env!("CARGO_BIN_EXE_ods-run")
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Instructions `ods-run file -e main` executes (cachegrind's `I refs`).
fn instructions(valgrind: &Path, file: &Path) -> u64 {
    let out = Command::new(valgrind)
        .args([
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
        ])
        .arg(ods_run())
        .arg(file)
        .args(["-e", "main"])
        .output()
        .expect("valgrind runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let line = err
        .lines()
        .find(|l| l.contains("I refs:") || l.contains("I   refs:"))
        .unwrap_or_else(|| panic!("no instruction count in:\n{err}"));
    line.rsplit(':')
        .next()
        .unwrap()
        .trim()
        .replace(',', "")
        .parse()
        .expect("a count")
}

fn generate(python: &Path, args: &[&str], out: &Path) {
    let st = Command::new(python)
        .arg(root().join("bench/gen_scaling.py"))
        .arg("-o")
        .arg(out)
        .args(args)
        .status()
        .expect("python3 runs");
    assert!(st.success());
}

#[test]
fn compile_instructions_grow_linearly_with_function_length() {
    let Some(python) = tests::oracle::python3() else {
        return;
    };
    let Some(valgrind) = tests::oracle::program("valgrind", "apt-get install valgrind") else {
        return;
    };
    let dir = tempfile_dir("scaling");
    let trivial = dir.join("trivial.mlir");
    std::fs::write(&trivial, "func.func @main() {\n  return\n}\n").unwrap();
    let base = instructions(&valgrind, &trivial);
    // straight-line code, and code of many blocks (an `scf.if` every 6 ops:
    // bit-set liveness made that 12x for 4x)
    // (sizes where the old quadratic steps dominate: fold_loads made the
    // first 13x, bit-set liveness the second 5.9x, and walking up the
    // dominator tree per dominance query, in the cf form, 16x)
    for (kind, sizes) in [
        ("ops", [2000, 8000]),
        ("branches", [8000, 32000]),
        ("cfg", [2000, 8000]),
    ] {
        let mut cost = Vec::new();
        for n in sizes {
            let f = dir.join(format!("{kind}{n}.mlir"));
            generate(&python, &[kind, "--ops", &n.to_string()], &f);
            cost.push(instructions(&valgrind, &f) - base);
        }
        let growth = cost[1] as f64 / cost[0] as f64;
        eprintln!(
            "{kind}: compile instructions above a trivial module: {} ops {}, {} ops {} (x{growth:.2} for x4 ops)",
            sizes[0], cost[0], sizes[1], cost[1]
        );
        assert!(
            growth < 5.0,
            "{kind}: compile cost grows x{growth:.2} for x4 ops"
        );
    }
}

#[test]
fn wide_vectors_compile_in_loops_with_a_cost_independent_of_their_width() {
    let Some(python) = tests::oracle::python3() else {
        return;
    };
    let dir = tempfile_dir("wide");
    // The ops of the lowered IR: the same for 2^16 and 2^24 elements.
    let mut counts = Vec::new();
    for n in [1 << 16, 1 << 24] {
        let f = dir.join(format!("wide{n}.mlir"));
        generate(&python, &["wide", "--elems", &n.to_string()], &f);
        for target in ["x86_64", "aarch64"] {
            let text = stdout_of(
                Command::new(env!("CARGO_BIN_EXE_ods-opt"))
                    .arg(format!("--lower-vector-to-native=target={target}"))
                    .arg(&f),
            );
            assert!(text.contains("scf.for"), "{text}");
            counts.push((target, text.lines().count()));
        }
        // 0.5 * 2.0 in every element: the sum is exact in f32.
        let printed = stdout_of(Command::new(ods_run()).arg(&f).args(["-e", "main"]));
        let expected = if n == 1 << 16 {
            "65536\n"
        } else {
            "1.67772e+07\n"
        };
        assert_eq!(printed, expected);
    }
    assert_eq!(counts[0], counts[2]);
    assert_eq!(counts[1], counts[3]);
}

#[test]
fn ops_the_loop_form_does_not_support_are_located_errors() {
    let dir = tempfile_dir("wide-error");
    let f = dir.join("shuffle.mlir");
    std::fs::write(
        &f,
        "func.func @main() {\n  %x = arith.constant 1.0 : f32\n  \
         %b = vector.broadcast %x : f32 to vector<40000xf32>\n  \
         %s = vector.extract %b[7] : f32 from vector<40000xf32>\n  \
         vector.print %s : f32\n  return\n}\n",
    )
    .unwrap();
    let out = Command::new(ods_run())
        .arg(&f)
        .args(["-e", "main"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("shuffle.mlir:4:8: error: 'vector.extract' on 'vector<40000xf32>' is not supported: a vector of 5000 native registers (more than 4096)"),
        "{err}"
    );
}

/// What `cmd` prints, which must succeed.
fn stdout_of(cmd: &mut Command) -> String {
    let out = cmd.output().expect("the command runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn tempfile_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ods-compile-scaling-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}
