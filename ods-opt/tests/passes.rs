//! Pass tests: every `tests/passes/NAME.mlir` runs through `ods-opt` with the
//! flags on its first line (`// FLAGS: ...`) and must print exactly
//! `NAME.expected`. Who recorded an expectation is on the file's second line:
//!
//! * by default `mlir-opt` 22 (`tests/passes/record.sh`): the passes both
//!   tools have (`--canonicalize`, `--cse`, pipelines of them). With
//!   `mlir-opt` installed, the recordings are also re-checked against it.
//! * `// RECORDED-BY: ods-opt ...`: our own passes (the vector lowerings to
//!   native vector IR), which `mlir-opt` does not have; their expectations
//!   are our output, reviewed by hand, and their semantic oracle is
//!   `tests/tests/vector_lowering_equivalence.rs`.
//!
//! An `ods-opt` pass flag that `mlir-opt` also has must be one of the first
//! kind: [`pass_flags_shared_with_mlir_opt_are_compared_with_it`].

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A pass test: its input, flags, and who recorded its expectation.
struct PassTest {
    path: PathBuf,
    flags: String,
    recorded_by_mlir_opt: bool,
}

fn pass_tests() -> Vec<PassTest> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/passes");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/passes")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let mut lines = text.lines();
            let flags = lines
                .next()
                .and_then(|l| l.strip_prefix("// FLAGS: "))
                .unwrap_or_else(|| panic!("{}: first line gives the flags", path.display()))
                .to_string();
            let recorded_by_mlir_opt = !lines
                .next()
                .is_some_and(|l| l.starts_with("// RECORDED-BY: ods-opt"));
            PassTest {
                path,
                flags,
                recorded_by_mlir_opt,
            }
        })
        .collect()
}

/// Runs `tool FLAGS NAME.mlir` in the test's directory (so diagnostics name
/// the bare file) and returns stdout followed by stderr, as recorded.
fn run(tool: &Path, t: &PassTest) -> String {
    let out = Command::new(tool)
        .arg(&t.flags)
        .arg(t.path.file_name().unwrap())
        .current_dir(t.path.parent().unwrap())
        .output()
        .unwrap_or_else(|e| panic!("run {}: {e}", tool.display()));
    let mut got = String::from_utf8_lossy(&out.stdout).into_owned();
    got += &String::from_utf8_lossy(&out.stderr);
    got
}

/// Checks `ods-opt`'s output on the tests `which` selects against their
/// recorded expectations; returns how many were compared.
fn check_against_recordings(which: impl Fn(&PassTest) -> bool) -> usize {
    let ods_opt = Path::new(env!("CARGO_BIN_EXE_ods-opt"));
    let mut failures = Vec::new();
    let mut n = 0;
    for t in pass_tests().iter().filter(|t| which(t)) {
        let expected = std::fs::read_to_string(t.path.with_extension("expected")).unwrap();
        let got = run(ods_opt, t);
        if got != expected {
            failures.push(format!(
                "{} ({}):\n--- got\n{got}--- expected\n{expected}",
                t.path.display(),
                t.flags
            ));
        }
        n += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    n
}

#[test]
fn shared_passes_print_what_mlir_opt_recorded() {
    let n = check_against_recordings(|t| t.recorded_by_mlir_opt);
    assert!(n >= 7, "only {n} pass tests recorded by mlir-opt");
}

#[test]
fn own_passes_print_their_hand_reviewed_expectations() {
    let n = check_against_recordings(|t| !t.recorded_by_mlir_opt);
    assert!(n >= 12, "only {n} pass tests of our own passes");
}

/// The expectations said to come from `mlir-opt` are what `mlir-opt` prints
/// today (a hand edit or a stale recording fails here, not in review).
#[test]
fn mlir_opt_recordings_are_mlir_opts_output() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    for t in pass_tests().iter().filter(|t| t.recorded_by_mlir_opt) {
        let expected = std::fs::read_to_string(t.path.with_extension("expected")).unwrap();
        assert_eq!(
            run(&mlir_opt, t),
            expected,
            "{}: the recording is not mlir-opt's output (re-run tests/passes/record.sh)",
            t.path.display()
        );
    }
}

/// The pass flags a `--help` text lists: lines `<indent>--NAME ...` with
/// exactly `indent` spaces (pass options are indented deeper).
fn help_flags(help: &str, indent: usize, after: &str) -> BTreeSet<String> {
    let start = help
        .find(after)
        .unwrap_or_else(|| panic!("no {after:?} in --help"));
    help[start..]
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix(&" ".repeat(indent))?.strip_prefix("--")?;
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            (!name.is_empty()).then_some(name)
        })
        .collect()
}

/// A flag `mlir-opt` also has means "do what `mlir-opt` does": each shared
/// pass flag must be exercised by a test whose expectation `mlir-opt`
/// recorded, and no test of our own passes may use one. (Our vector
/// lowerings were once `--lower-vector-mask` and
/// `--lower-vector-multi-reduction`, which in `mlir-opt` do something else.)
#[test]
fn pass_flags_shared_with_mlir_opt_are_compared_with_it() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    let help = |tool: &Path| {
        let o = Command::new(tool).arg("--help").output().unwrap();
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr)
    };
    let theirs = help_flags(&help(&mlir_opt), 6, "Passes:");
    assert!(theirs.contains("canonicalize") && theirs.contains("lower-vector-mask"));
    // Every flag ods-opt lists (driver options too: they are not mlir-opt
    // passes, so they drop out of the intersection).
    let ours = help_flags(
        &help(Path::new(env!("CARGO_BIN_EXE_ods-opt"))),
        2,
        "OPTIONS:",
    );
    assert!(ours.contains("lower-vector-to-native") && ours.contains("cse"));
    let flag_of = |t: &PassTest| {
        let f = t.flags.trim_start_matches('-');
        f.split(['=', ' ']).next().unwrap().to_string()
    };
    let tests = pass_tests();
    let compared: BTreeSet<String> = tests
        .iter()
        .filter(|t| t.recorded_by_mlir_opt && !t.flags.starts_with("--pass-pipeline"))
        .map(flag_of)
        .collect();
    for shared in ours.intersection(&theirs) {
        assert!(
            compared.contains(shared),
            "--{shared} is an mlir-opt pass flag too, but no pass test compares it with \
             mlir-opt's output: record one, or rename our pass if it deliberately differs"
        );
    }
    for t in tests.iter().filter(|t| !t.recorded_by_mlir_opt) {
        let f = flag_of(t);
        assert!(
            !theirs.contains(&f),
            "{}: --{f} is an mlir-opt pass, so its expectation must be mlir-opt's",
            t.path.display()
        );
    }
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
