//! Malformed-input diagnostics: every `tests/malformed/<case>.mlir` must make
//! the driver fail (exit code 1) with exactly the stderr that the real
//! `mlir-opt` produced, stored in `<case>.expected` (see the README there).

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use ods::tool::{OptOptions, RunOutput};

/// Per-case time limit (guards against parser loops).
const TIMEOUT: Duration = Duration::from_secs(20);
/// Lines of context shown around the first difference.
const DIFF_LINES: usize = 4;

fn case_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("malformed")
}

/// The case inputs, sorted by name.
fn cases() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(case_dir())
        .expect("tests/malformed exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    out.sort();
    out
}

/// Options from the `// flags:` header line (default: unregistered allowed).
fn options(input: &[u8]) -> Result<OptOptions, String> {
    let mut opts = OptOptions {
        allow_unregistered_dialect: true,
        ..OptOptions::default()
    };
    let Some(line) = input
        .split(|&b| b == b'\n')
        .find_map(|l| l.strip_prefix(b"// flags:"))
    else {
        return Ok(opts);
    };
    opts.allow_unregistered_dialect = false;
    for flag in String::from_utf8_lossy(line).split_whitespace() {
        match flag {
            "--allow-unregistered-dialect" => opts.allow_unregistered_dialect = true,
            "--split-input-file" => opts.split_input_file = true,
            other => return Err(format!("unsupported flag `{other}`")),
        }
    }
    Ok(opts)
}

/// Runs the driver on its own thread: a panic or a hang becomes an error.
/// With `streamed`, the driver reads the file itself (the streaming path
/// `ods-opt FILE` takes) instead of getting the bytes.
fn run_case(
    name: &str,
    path: &Path,
    input: Vec<u8>,
    opts: OptOptions,
    streamed: bool,
) -> Result<RunOutput, String> {
    let (tx, rx) = mpsc::channel();
    let name = name.to_owned();
    let path = path.to_owned();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let res = std::panic::catch_unwind(move || {
                let mut ctx = ods::ir::Context::new();
                // The dialects mlir-opt registers too (func, arith).
                dialects::register_all(&mut ctx);
                if !streamed {
                    return ods::tool::run(&mut ctx, &name, &input, &opts, &mut |_, _| Ok(()));
                }
                let (mut so, mut se) = (Vec::new(), Vec::new());
                let code = ods::tool::run_to(
                    &mut ctx,
                    &name,
                    ods::tool::Input::File(&path),
                    &opts,
                    &mut |_, _| Ok(()),
                    &mut so,
                    &mut se,
                )
                .expect("in-memory output");
                RunOutput {
                    stdout: so,
                    stderr: se,
                    exit_code: code,
                }
            });
            let _ = tx.send(res.map_err(|p| {
                p.downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| p.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "non-string panic".into())
            }));
        })
        .expect("spawn");
    match rx.recv_timeout(TIMEOUT) {
        Ok(Ok(out)) => Ok(out),
        Ok(Err(msg)) => Err(format!("panicked: {msg}")),
        Err(_) => Err(format!("no result within {TIMEOUT:?}")),
    }
}

/// A compact diff: the first differing line with a little context.
fn compact_diff(expected: &[u8], ours: &[u8]) -> String {
    let exp = String::from_utf8_lossy(expected);
    let got = String::from_utf8_lossy(ours);
    let e: Vec<&str> = exp.lines().collect();
    let g: Vec<&str> = got.lines().collect();
    let first = (0..e.len().max(g.len()))
        .find(|&i| e.get(i) != g.get(i))
        .unwrap_or(0);
    let mut s = format!("  first difference at stderr line {}\n", first + 1);
    for (tag, lines) in [("expected", &e), ("ours    ", &g)] {
        let end = lines.len().min(first + DIFF_LINES);
        if first >= end {
            s += &format!("  {tag} | <end of output>\n");
        }
        for l in &lines[first.min(end)..end] {
            s += &format!("  {tag} | {l}\n");
        }
    }
    s
}

#[test]
fn malformed_inputs_match_mlir_opt_diagnostics() {
    let cases = cases();
    let mut failures = Vec::new();
    for path in &cases {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let input = std::fs::read(path).expect("read case");
        let expected = match std::fs::read(path.with_extension("expected")) {
            Ok(e) => e,
            Err(e) => {
                failures.push(format!("{name}: missing .expected: {e}"));
                continue;
            }
        };
        let opts = match options(&input) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        // Both input paths of the driver: bytes in memory, and a file that
        // is streamed (only used without --split-input-file).
        let modes: &[bool] = if opts.split_input_file {
            &[false]
        } else {
            &[false, true]
        };
        for &streamed in modes {
            let label = if streamed { " (streamed)" } else { "" };
            let out = match run_case(&name, path, input.clone(), opts.clone(), streamed) {
                Ok(out) => out,
                Err(e) => {
                    failures.push(format!("{name}{label}: {e}"));
                    continue;
                }
            };
            let mut problems = String::new();
            if out.exit_code != 1 {
                problems += &format!("  exit code {} (expected 1)\n", out.exit_code);
            }
            if out.stderr != expected {
                problems += &compact_diff(&expected, &out.stderr);
            }
            if !problems.is_empty() {
                failures.push(format!("{name}{label}:\n{problems}"));
            }
        }
    }
    if !failures.is_empty() {
        panic!(
            "{} of {} malformed cases failed:\n\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }
}

#[test]
fn malformed_suite_is_large_enough() {
    let n = cases().len();
    assert!(n >= 100, "only {n} malformed cases");
}
