//! Pass tests: every `tests/passes/NAME.mlir` runs through `ods-opt` with the
//! flags on its first line (`// FLAGS: ...`) and must print exactly
//! `NAME.expected`, which `tests/passes/record.sh` records from `mlir-opt`
//! (from `ods-opt` itself, reviewed by hand, for files marked
//! `// RECORDED-BY: ods-opt`: the vector lowerings, whose semantic oracle is
//! `tests/tests/vector_lowering_equivalence.rs`).

use std::path::Path;
use std::process::Command;

#[test]
fn pass_tests_match_recorded_mlir_opt_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/passes");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/passes")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let flags = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// FLAGS: "))
            .expect("first line gives the flags");
        let expected = std::fs::read_to_string(f.with_extension("expected")).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
            .arg(flags)
            .arg(f.file_name().unwrap())
            .current_dir(&dir)
            .output()
            .expect("run ods-opt");
        let mut got = String::from_utf8_lossy(&out.stdout).into_owned();
        got += &String::from_utf8_lossy(&out.stderr);
        if got != expected {
            failures.push(format!(
                "{} ({flags}):\n--- got\n{got}--- expected\n{expected}",
                f.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bad_pipelines_are_reported() {
    for (args, msg) in [
        (
            vec!["--pass-pipeline=builtin.module(frobnicate)"],
            "'frobnicate' does not refer to a registered pass or pass pipeline",
        ),
        (
            vec!["--pass-pipeline=canonicalize"],
            "expected pass pipeline to be wrapped with the anchor operation type",
        ),
        (
            vec!["--canonicalize=bogus-option"],
            "no such option bogus-option",
        ),
        (
            vec!["--canonicalize=max-iterations=x"],
            "value invalid for integer argument",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
            .args(&args)
            .arg("-")
            .output()
            .expect("run ods-opt");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} should fail");
        assert!(err.contains(msg), "{args:?}: {err}");
    }
}

#[test]
fn dialect_passes_are_flags_pipeline_elements_and_in_help() {
    let help = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
        .arg("--help")
        .output()
        .expect("run ods-opt");
    let text = String::from_utf8_lossy(&help.stderr);
    for p in [
        "--lower-vector-contract",
        "--lower-vector-transfer",
        "--unroll-vector-to-native",
        "--lower-vector-to-native",
    ] {
        assert!(text.contains(p), "--help lacks {p}:\n{text}");
    }
    let input = "func.func @f(%a: vector<2x8xf32>) -> vector<8x2xf32> {\n  %t = vector.transpose %a, [1, 0] : vector<2x8xf32> to vector<8x2xf32>\n  return %t : vector<8x2xf32>\n}\n";
    for args in [
        vec!["--pass-pipeline=builtin.module(func.func(lower-vector-transpose),unroll-vector-to-native,canonicalize,verify-native-vector-ir)"],
        vec!["--lower-vector-transpose", "--unroll-vector-to-native", "--verify-native-vector-ir"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
            .args(&args)
            .arg("-")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("run ods-opt");
        use std::io::Write;
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let got = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(!got.contains("vector.transpose") && got.contains("vector.from_elements"), "{got}");
    }
    // Options are checked.
    let out = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
        .args(["--lower-vector-contract=bogus", "-"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such option bogus"));
}
