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
