//! Expectations recorded from MLIR 22 are MLIR 22's output today: each
//! recording script's work is redone against the installed oracle and must
//! give the committed files byte for byte. A hand edit, a stale recording or
//! an expectation that quietly came from our own tools fails here.
//!
//! | files | recorded by | script |
//! |---|---|---|
//! | `tests/malformed/*.expected` | `mlir-opt` (stderr) | `tests/malformed/regen.sh` |
//! | `tests/scf_memref_cf/*.expected` | `mlir-opt` | `tests/scf_memref_cf/regen.sh` |
//! | `tests/interp/*.expected` | `mlir-runner` | `tests/interp/record.sh` |
//! | `backend-dynasm/tests/lower/*.expected` | `mlir-runner` | `backend-dynasm/tests/lower/record.sh` |
//! | `tests/passes/*.expected` | `mlir-opt`, or ods-opt where marked | `ods-opt/tests/passes.rs` checks them |

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

/// `mlir-opt ARGS FILE` run in `FILE`'s directory on its bare name (so
/// diagnostics say `FILE:L:C`, as recorded): (stdout, stderr).
fn mlir_opt_on(mlir_opt: &Path, args: &[&str], file: &Path) -> (Vec<u8>, Vec<u8>) {
    let o = Command::new(mlir_opt)
        .args(args)
        .arg(file.file_name().unwrap())
        .current_dir(file.parent().unwrap())
        .output()
        .expect("run mlir-opt");
    (o.stdout, o.stderr)
}

/// Compares and collects a description of each mismatch.
fn expect_file(failures: &mut Vec<String>, got: &[u8], expected: &Path) {
    let want = std::fs::read(expected).unwrap_or_else(|e| panic!("{}: {e}", expected.display()));
    if got != want {
        failures.push(format!(
            "{}: {}",
            expected.display(),
            tests::first_difference(&want, got)
        ));
    }
}

fn report(failures: Vec<String>, n: usize, what: &str) {
    assert!(
        failures.is_empty(),
        "{} of {n} {what} recordings differ from the oracle's output today \
         (first: recorded, then oracle):\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("{n} {what} recordings equal the oracle's output");
}

#[test]
fn malformed_recordings_are_mlir_opts_stderr() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    let files = with_ext(&dir("malformed"), "mlir");
    let mut failures = Vec::new();
    for f in &files {
        // The flags are on a `// flags:` line (regen.sh), in a file that may
        // hold any bytes.
        let text = std::fs::read(f).unwrap();
        let flags: Vec<String> = text
            .split(|&b| b == b'\n')
            .find_map(|l| l.strip_prefix(b"// flags:"))
            .map(|l| {
                String::from_utf8_lossy(l)
                    .split_whitespace()
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
        let (_, stderr) = mlir_opt_on(&mlir_opt, &flags, f);
        expect_file(&mut failures, &stderr, &f.with_extension("expected"));
    }
    assert!(files.len() >= 140, "only {} malformed cases", files.len());
    report(failures, files.len(), "malformed-input");
}

#[test]
fn scf_memref_cf_recordings_are_mlir_opts_output() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    let d = dir("scf_memref_cf");
    let flags = ["--allow-unregistered-dialect", "--split-input-file"];
    let mut failures = Vec::new();
    let mut n = 0;
    for name in ["scf", "cf", "memref"] {
        let f = d.join(format!("{name}.mlir"));
        let (custom, _) = mlir_opt_on(&mlir_opt, &flags, &f);
        expect_file(
            &mut failures,
            &custom,
            &d.join(format!("{name}.custom.expected")),
        );
        let generic_flags = [flags[0], flags[1], "--mlir-print-op-generic"];
        let (generic, _) = mlir_opt_on(&mlir_opt, &generic_flags, &f);
        expect_file(
            &mut failures,
            &generic,
            &d.join(format!("{name}.generic.expected")),
        );
        let f = d.join(format!("{name}_invalid.mlir"));
        let (_, stderr) = mlir_opt_on(&mlir_opt, &flags, &f);
        expect_file(&mut failures, &stderr, &f.with_extension("expected"));
        n += 3;
    }
    for f in with_ext(&d, "mlir") {
        if f.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("canonicalize")
        {
            let (out, _) = mlir_opt_on(&mlir_opt, &["--canonicalize", "--split-input-file"], &f);
            expect_file(&mut failures, &out, &f.with_extension("expected"));
            n += 1;
        }
    }
    assert!(n >= 15, "only {n} recordings");
    report(failures, n, "scf/memref/cf");
}

#[test]
fn runner_recordings_are_mlir_runners_output() {
    let Some(runner) = tests::oracle::mlir_runner() else {
        return;
    };
    let files: Vec<PathBuf> = [dir("interp"), dir("../backend-dynasm/tests/lower")]
        .iter()
        .flat_map(|d| with_ext(d, "mlir"))
        .collect();
    // Each program is an mlir-opt and an mlir-runner process.
    let failures = std::sync::Mutex::new(Vec::new());
    tests::for_each_on_two_threads(&files, |f| {
        let text = std::fs::read_to_string(f).unwrap();
        let got = tests::mlir_runner_stdout(&runner, &text);
        let want = std::fs::read_to_string(f.with_extension("expected")).unwrap();
        if tests::without_memref_addresses(&got) != tests::without_memref_addresses(&want) {
            failures.lock().unwrap().push(format!(
                "{}: {}",
                f.display(),
                tests::first_difference(want.as_bytes(), got.as_bytes())
            ));
        }
    });
    assert!(files.len() >= 38, "only {} programs", files.len());
    report(failures.into_inner().unwrap(), files.len(), "mlir-runner");
}
