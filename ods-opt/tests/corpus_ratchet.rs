//! The corpus ratchet (`tests/corpus/ratchet.py`) must fail when it checked
//! nothing or when the tool misbehaves: a missing tool or corpus, a stale
//! passing list, a tool that prints non-UTF-8 bytes, dies by a signal or
//! hangs. Each test builds a tiny synthetic corpus (same layout as
//! `../shared/mlir-tests`) in a temporary directory and runs the ratchet on it.
//!
//! The synthetic corpus's expected outputs are `mlir-opt` 22's, copied here
//! (`synthetic_expectations_are_mlir_opts_output` re-checks them against it);
//! they are not produced by ods-opt, so the real-tool case is a genuine
//! conformance check. `shared_corpus_ratchet_holds` runs the ratchet itself on
//! `../shared/mlir-tests` with the committed `tests/corpus/passing.txt`.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// `python3`, or a recorded skip (a failure under `ODS_REQUIRE_ORACLES`).
fn python3() -> Option<PathBuf> {
    tests::oracle::python3()
}
use std::process::{Command, Output};

const ODS_OPT: &str = env!("CARGO_BIN_EXE_ods-opt");

// A valid chunk and mlir-opt 22's output for it (custom and generic form).
const GOOD: &str = "func.func @f() {\n  return\n}\n";
const GOOD_CUSTOM: &str = "module {\n  func.func @f() {\n    return\n  }\n}\n\n";
const GOOD_GENERIC: &str = "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n";

// An invalid chunk: mlir-opt --verify-diagnostics accepts it.
const BAD: &str = "func.func @g() -> i32 {\n  // expected-error@+1 {{op has 0 operands, but enclosing function (@g) returns 1}}\n  return\n}\n";

// A pass-test chunk: round trip plus `-canonicalize=test-convergence`.
const CANON: &str = "func.func @h() -> i32 {\n  %c1 = arith.constant 1 : i32\n  %c2 = arith.constant 2 : i32\n  %0 = arith.addi %c1, %c2 : i32\n  return %0 : i32\n}\n";
const CANON_CUSTOM: &str = "module {\n  func.func @h() -> i32 {\n    %c1_i32 = arith.constant 1 : i32\n    %c2_i32 = arith.constant 2 : i32\n    %0 = arith.addi %c1_i32, %c2_i32 : i32\n    return %0 : i32\n  }\n}\n\n";
const CANON_GENERIC: &str = "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> i32, sym_name = \"h\"}> ({\n    %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n    %1 = \"arith.constant\"() <{value = 2 : i32}> : () -> i32\n    %2 = \"arith.addi\"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n    \"func.return\"(%2) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n";
const CANON_PASS: &str = "module {\n  func.func @h() -> i32 {\n    %c3_i32 = arith.constant 3 : i32\n    return %c3_i32 : i32\n  }\n}\n\n";

const MANIFEST: &str = r#"{
  "chunks": [
    {"id": "t/good/000", "kind": "valid", "status": "ok", "flags": [],
     "path": "chunks/t/good/000.mlir", "dialects": ["builtin", "func"], "other_dialects": []},
    {"id": "t/bad/000", "kind": "invalid", "status": "ok", "flags": ["--verify-diagnostics"],
     "path": "chunks/t/bad/000.mlir", "dialects": ["func"], "other_dialects": []},
    {"id": "t/canon/000", "kind": "valid", "status": "ok", "flags": [],
     "path": "chunks/t/canon/000.mlir", "dialects": ["arith", "builtin", "func"], "other_dialects": [],
     "pass_flags": ["-canonicalize=test-convergence", "--split-input-file"],
     "canonicalize_status": "ok", "canonicalized_path": "chunks/t/canon/000.canonicalized.mlir"},
    {"id": "t/rejected/000", "kind": "valid", "status": "rejected_by_mlir22", "flags": []}
  ],
  "op_chunks": [
    {"id": "t/good/000/ops/000", "kind": "valid", "status": "ok", "flags": [],
     "path": "chunks/t/good/ops/000.mlir", "dialects": ["builtin", "func"], "other_dialects": []}
  ]
}
"#;

// Every considered chunk of the synthetic corpus, in every mode.
const PASSING: &str = "# synthetic\n\
chunks:t/bad/000\nchunks:t/canon/000\nchunks:t/good/000\n\
ops:t/bad/000\nops:t/canon/000\nops:t/good/000\nops:t/good/000/ops/000\n\
canonicalize:t/canon/000\n";

/// A fresh synthetic corpus (with passing.txt) in its own temporary directory.
fn corpus(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("ods-corpus-ratchet-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let files: &[(&str, &str)] = &[
        ("manifest.json", MANIFEST),
        ("passing.txt", PASSING),
        ("chunks/t/good/000.mlir", GOOD),
        ("chunks/t/good/000.expected.mlir", GOOD_CUSTOM),
        ("chunks/t/good/000.generic.mlir", GOOD_GENERIC),
        ("chunks/t/good/ops/000.mlir", GOOD),
        ("chunks/t/good/ops/000.expected.mlir", GOOD_CUSTOM),
        ("chunks/t/good/ops/000.generic.mlir", GOOD_GENERIC),
        ("chunks/t/bad/000.mlir", BAD),
        ("chunks/t/canon/000.mlir", CANON),
        ("chunks/t/canon/000.expected.mlir", CANON_CUSTOM),
        ("chunks/t/canon/000.generic.mlir", CANON_GENERIC),
        ("chunks/t/canon/000.canonicalized.mlir", CANON_PASS),
    ];
    for (rel, text) in files {
        let path = dir.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}

/// An executable `sh` script in `dir`: `body` runs first, then the real ods-opt.
fn fake_tool(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(
        &path,
        format!("#!/bin/sh\n{body}\nexec '{ODS_OPT}' \"$@\"\n"),
    )
    .unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

struct Ratchet {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn ratchet(py: &Path, corpus: &Path, passing: &Path, opt: &Path, extra: &[&str]) -> Ratchet {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ratchet.py");
    let out: Output = Command::new(py)
        .arg(script)
        .arg("--corpus")
        .arg(corpus)
        .arg("--passing")
        .arg(passing)
        .arg("--opt")
        .arg(opt)
        .args(extra)
        .env_remove("ODS_MLIR_TESTS")
        .output()
        .expect("run python3 tests/corpus/ratchet.py");
    let r = Ratchet {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    // Whatever the verdict, the checker itself must not crash.
    assert!(
        !r.stdout.contains("Traceback") && !r.stderr.contains("Traceback"),
        "ratchet crashed:\n{}{}",
        r.stdout,
        r.stderr
    );
    r
}

impl Ratchet {
    fn dump(&self) -> String {
        format!(
            "exit {:?}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

#[test]
fn real_tool_passes_the_synthetic_corpus() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("real");
    let r = ratchet(&py, &dir, &dir.join("passing.txt"), Path::new(ODS_OPT), &[]);
    assert_eq!(r.code, Some(0), "{}", r.dump());
    for line in [
        "chunks: 3 of 3 chunks pass",
        "ops: 4 of 4 chunks pass",
        "canonicalize: 1 of 1 chunks pass",
        "ratchet: 8 listed, 8 pass now, 0 newly passing, 0 regressed",
    ] {
        assert!(
            r.stdout.lines().any(|l| l == line),
            "missing {line:?}\n{}",
            r.dump()
        );
    }
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn missing_tool_fails_and_names_it() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("no-tool");
    let r = ratchet(
        &py,
        &dir,
        &dir.join("passing.txt"),
        Path::new("/nonexistent/ods-opt"),
        &[],
    );
    assert!(matches!(r.code, Some(c) if c != 0), "{}", r.dump());
    assert!(r.stderr.contains("/nonexistent/ods-opt"), "{}", r.dump());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn missing_corpus_or_manifest_fails() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("no-corpus");
    let passing = dir.join("passing.txt");
    let gone = dir.join("does-not-exist");
    let r = ratchet(&py, &gone, &passing, Path::new(ODS_OPT), &[]);
    assert!(matches!(r.code, Some(c) if c != 0), "{}", r.dump());
    assert!(r.stderr.contains(gone.to_str().unwrap()), "{}", r.dump());
    fs::remove_file(dir.join("manifest.json")).unwrap();
    let r = ratchet(&py, &dir, &passing, Path::new(ODS_OPT), &[]);
    assert!(matches!(r.code, Some(c) if c != 0), "{}", r.dump());
    assert!(r.stderr.contains("manifest.json"), "{}", r.dump());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn missing_passing_list_fails() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("no-list");
    let r = ratchet(&py, &dir, &dir.join("nope.txt"), Path::new(ODS_OPT), &[]);
    assert!(matches!(r.code, Some(c) if c != 0), "{}", r.dump());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn non_utf8_stderr_is_a_regression_not_a_crash() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("bytes");
    let tool = fake_tool(
        &dir,
        "bytes.sh",
        "case \"$*\" in *t/bad/000.mlir*) printf '\\377\\376 garbage\\n' >&2; exit 1 ;; esac",
    );
    let r = ratchet(&py, &dir, &dir.join("passing.txt"), &tool, &[]);
    assert_eq!(r.code, Some(1), "{}", r.dump());
    assert!(
        r.stdout.contains("REGRESSED chunks:t/bad/000 - "),
        "{}",
        r.dump()
    );
    assert!(
        r.stdout.contains("REGRESSED ops:t/bad/000 - "),
        "{}",
        r.dump()
    );
    // The other chunks were still checked and still pass.
    assert!(
        r.stdout.contains("chunks: 2 of 3 chunks pass"),
        "{}",
        r.dump()
    );
    assert!(r.stdout.contains("ops: 3 of 4 chunks pass"), "{}", r.dump());
    assert!(
        r.stdout.contains("canonicalize: 1 of 1 chunks pass"),
        "{}",
        r.dump()
    );
    assert_eq!(r.stdout.matches("REGRESSED").count(), 2, "{}", r.dump());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_tool_killed_by_a_signal_is_a_regression() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("segv");
    let tool = fake_tool(
        &dir,
        "segv.sh",
        "case \"$*\" in *t/good/000.mlir*) kill -SEGV $$ ;; esac",
    );
    let r = ratchet(&py, &dir, &dir.join("passing.txt"), &tool, &[]);
    assert_eq!(r.code, Some(1), "{}", r.dump());
    let line = r
        .stdout
        .lines()
        .find(|l| l.starts_with("REGRESSED chunks:t/good/000 - "))
        .unwrap_or_else(|| panic!("no REGRESSED line\n{}", r.dump()));
    assert!(line.contains("SIGSEGV"), "{}", r.dump());
    assert!(r.stdout.contains("ops: 3 of 4 chunks pass"), "{}", r.dump());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_hung_tool_times_out_as_a_regression() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("hang");
    // Only the pass run (its first argument is the pass flag) hangs.
    let tool = fake_tool(
        &dir,
        "hang.sh",
        "case \"$1\" in -canonicalize=*) exec sleep 60 ;; esac",
    );
    let r = ratchet(
        &py,
        &dir,
        &dir.join("passing.txt"),
        &tool,
        &["--timeout", "1"],
    );
    assert_eq!(r.code, Some(1), "{}", r.dump());
    assert!(
        r.stdout
            .contains("REGRESSED canonicalize:t/canon/000 - canonicalize: timed out"),
        "{}",
        r.dump()
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn stale_passing_list_fails() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("stale");
    let passing = dir.join("passing.txt");
    fs::write(&passing, format!("{PASSING}chunks:t/gone/000\n")).unwrap();
    let r = ratchet(&py, &dir, &passing, Path::new(ODS_OPT), &[]);
    assert!(matches!(r.code, Some(c) if c != 0), "{}", r.dump());
    assert!(r.stdout.contains("STALE chunks:t/gone/000"), "{}", r.dump());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn output_is_compared_byte_for_byte_unless_asked_otherwise() {
    let Some(py) = python3() else {
        return;
    };
    let dir = corpus("spaces");
    // Custom form of the good chunks with one trailing space added: equal
    // modulo whitespace, different as bytes. Exit status kept.
    let tool = fake_tool(
        &dir,
        "spaces.sh",
        &format!(
            "case \"$*\" in *generic*) ;; *t/good/000.mlir*) out=$('{ODS_OPT}' \"$@\"); rc=$?; printf '%s \\n\\n' \"$out\"; exit $rc ;; esac"
        ),
    );
    let r = ratchet(&py, &dir, &dir.join("passing.txt"), &tool, &[]);
    assert_eq!(r.code, Some(1), "{}", r.dump());
    assert!(
        r.stdout.contains(
            "REGRESSED chunks:t/good/000 - custom form differs at line 5 (whitespace only)"
        ),
        "{}",
        r.dump()
    );
    let r = ratchet(
        &py,
        &dir,
        &dir.join("passing.txt"),
        &tool,
        &["--normalize-whitespace"],
    );
    assert_eq!(r.code, Some(0), "{}", r.dump());
    let _ = fs::remove_dir_all(&dir);
}

/// The constants above are what `mlir-opt` 22 prints (and the invalid chunk
/// passes its `--verify-diagnostics`), so the synthetic corpus's oracle is
/// MLIR's, not ours.
#[test]
fn synthetic_expectations_are_mlir_opts_output() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    let dir = corpus("oracle");
    let run = |args: &[&str], rel: &str| {
        let o = Command::new(&mlir_opt)
            .args(args)
            .arg(dir.join(rel))
            .output()
            .unwrap();
        (
            o.status.success(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
        )
    };
    for (args, rel, want) in [
        (&[][..], "chunks/t/good/000.mlir", GOOD_CUSTOM),
        (
            &["--mlir-print-op-generic"][..],
            "chunks/t/good/000.mlir",
            GOOD_GENERIC,
        ),
        (&[][..], "chunks/t/canon/000.mlir", CANON_CUSTOM),
        (
            &["--mlir-print-op-generic"][..],
            "chunks/t/canon/000.mlir",
            CANON_GENERIC,
        ),
        (
            &["-canonicalize=test-convergence", "--split-input-file"][..],
            "chunks/t/canon/000.mlir",
            CANON_PASS,
        ),
    ] {
        assert_eq!(run(args, rel), (true, want.to_string()), "{args:?} {rel}");
    }
    assert!(run(&["--verify-diagnostics"], "chunks/t/bad/000.mlir").0);
    let _ = fs::remove_dir_all(&dir);
}

/// The conformance ratchet proper: every chunk of MLIR's own tests listed in
/// `tests/corpus/passing.txt` still passes (byte for byte, diagnostics by
/// line and wording), and the list names no chunk the corpus lacks.
#[test]
fn shared_corpus_ratchet_holds() {
    let (Some(py), Some(corpus)) = (python3(), tests::oracle::corpus()) else {
        return;
    };
    let passing = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/passing.txt");
    let r = ratchet(&py, &corpus, &passing, Path::new(ODS_OPT), &[]);
    eprintln!("{}", r.stdout);
    assert_eq!(r.code, Some(0), "{}", r.dump());
    assert!(r.stdout.contains("ratchet: OK"), "{}", r.dump());
}
