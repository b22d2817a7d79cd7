//! `ods-run` end to end: the JIT and `--interpret` print the same, results
//! print as mlir-runner prints them, errors exit non-zero with a location.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn ods_run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ods-run"));
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().expect("spawn ods-run");
    if let Some(s) = stdin {
        child
            .stdin
            .as_mut()
            .unwrap()
            .write_all(s.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("ods-run-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

const PROGRAM: &str = "func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %v) -> (vector<8xi32>) {
    %d = arith.addi %a, %a : vector<8xi32>
    scf.yield %d : vector<8xi32>
  }
  vector.print %s : vector<8xi32>
  %r = vector.reduction <add>, %s : vector<8xi32> into i32
  vector.print str \"sum \"
  vector.print %r : i32
  return
}
func.func @half() -> f32 {
  %a = arith.constant 0.5 : f32
  return %a : f32
}
func.func @answer() -> i64 {
  %a = arith.constant 42 : i64
  return %a : i64
}
";

#[test]
fn jit_and_interpreter_agree_and_flags_are_accepted() {
    let f = temp("p.mlir", PROGRAM);
    let jit = ods_run(
        &[
            &f,
            "-e",
            "main",
            "-entry-point-result=void",
            "-O3",
            "-mattr=+avx2",
            "-shared-libs=a.so,b.so",
        ],
        None,
    );
    assert!(
        jit.status.success(),
        "{}",
        String::from_utf8_lossy(&jit.stderr)
    );
    let out = String::from_utf8_lossy(&jit.stdout).into_owned();
    assert_eq!(out, "( 0, 16, 32, 48, 64, 80, 96, 112 )\nsum 448\n");
    let it = ods_run(&["--interpret", &f], None);
    assert!(it.status.success());
    assert_eq!(String::from_utf8_lossy(&it.stdout), out);
    let stdin = ods_run(&["-", "--entry-point-result=void"], Some(PROGRAM));
    assert_eq!(String::from_utf8_lossy(&stdin.stdout), out);
}

#[test]
fn results_print_like_mlir_runner() {
    let f = temp("r.mlir", PROGRAM);
    let o = ods_run(&[&f, "-e", "half", "-entry-point-result=f32"], None);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "5.000000e-01\n");
    let o = ods_run(&[&f, "-e=answer", "--entry-point-result=i64"], None);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "42\n");
    let o = ods_run(
        &["--interpret", &f, "-e", "answer", "-entry-point-result=i64"],
        None,
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "42\n");
}

#[test]
fn errors_exit_nonzero_with_a_location() {
    let f = temp("e.mlir", PROGRAM);
    // missing function
    let o = ods_run(&[&f, "-e", "nope"], None);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("nope"));
    // wrong result type for the entry point
    let o = ods_run(&[&f, "-e", "half", "-entry-point-result=i32"], None);
    assert!(!o.status.success());
    // unsupported op, with its location
    let g = temp("u.mlir", "func.func @main() {\n  %a = arith.constant 1 : i64\n  %b:2 = arith.mului_extended %a, %a : i64\n  return\n}\n");
    let o = ods_run(&[&g], None);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("u.mlir:3:10") && err.contains("arith.mului_extended"),
        "{err}"
    );
    // parse error
    let o = ods_run(&["-"], Some("func.func @main( {\n"));
    assert!(!o.status.success());
    assert!(!o.stderr.is_empty());
    // unknown flag
    let o = ods_run(&["--frobnicate"], None);
    assert!(!o.status.success());
}
