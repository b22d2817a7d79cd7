//! `ods-run --executor`: the code runs in a separate executor process
//! (`backend-dynasm/executor/ods-executor.c`), prints through the host's
//! runner utils, and a crash there is a reported error, not the end of
//! `ods-run`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn ods_run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ods-run"))
        .args(args)
        .output()
        .expect("spawn ods-run")
}

fn temp(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ods-executor-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn lower_programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../backend-dynasm/tests/lower");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    v
}

/// Every program of `backend-dynasm/tests/lower` prints, out of process,
/// exactly mlir-runner's recorded output (memref addresses aside), as it
/// does in process.
#[test]
fn lower_programs_print_the_same_out_of_process() {
    let programs = lower_programs();
    assert!(programs.len() >= 35, "{} programs", programs.len());
    for p in &programs {
        let path = p.to_str().unwrap();
        let o = ods_run(&["--executor", path, "-e", "main", "-entry-point-result=void"]);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{path}: {stderr}");
        let got = tests::without_memref_addresses(&String::from_utf8_lossy(&o.stdout));
        let want = std::fs::read_to_string(p.with_extension("expected")).unwrap();
        assert_eq!(got, tests::without_memref_addresses(&want), "{path}");
    }
}

/// A crash in the program is an error naming the signal and where; what
/// the program printed before it is kept. Without `--executor` it would
/// have killed `ods-run`.
#[test]
fn a_crash_is_a_reported_error() {
    let p = temp(
        "crash.mlir",
        "func.func @main() {
  %c = arith.constant 1.5 : f32
  vector.print %c : f32
  %m = memref.alloc() : memref<4xf32>
  %big = memref.reinterpret_cast %m to offset: [0], sizes: [1000000000000], strides: [1] : memref<4xf32> to memref<1000000000000xf32>
  %i = arith.constant 900000000000 : index
  %v = memref.load %big[%i] : memref<1000000000000xf32>
  vector.print %v : f32
  return
}
",
    );
    let o = ods_run(&["--executor", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1.5\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("ods-run: the program crashed with SIGSEGV at code offset 0x"),
        "{err}"
    );
}

/// `cf.assert` prints its message and aborts, as in process (and as
/// mlir-runner).
#[test]
fn a_failed_assert_aborts_like_in_process() {
    let p = temp(
        "assert.mlir",
        "func.func @main() {\n  %f = arith.constant false\n  cf.assert %f, \"boom\"\n  return\n}\n",
    );
    for args in [vec!["--executor"], vec![]] {
        let mut a = args.clone();
        a.push(p.to_str().unwrap());
        let o = ods_run(&a);
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(o.status.signal(), Some(6), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&o.stderr), "boom\n", "{args:?}");
    }
}

/// Results come back as in process; a missing executor command is an
/// error; the command is configurable (here: the executor under `env`).
#[test]
fn results_and_commands() {
    let p = temp(
        "result.mlir",
        "func.func @main() -> f64 {\n  %c = arith.constant 2.5 : f64\n  return %c : f64\n}\n",
    );
    let path = p.to_str().unwrap();
    let o = ods_run(&["--executor", path, "-entry-point-result=f64"]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "2.500000e+00\n");
    let o = ods_run(&["--executor=/nonexistent/executor", path]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr)
        .contains("cannot start the executor (/nonexistent/executor)"));
    let built = backend_dynasm::executor::default_command(backend_dynasm::isa::Target::X86_64)
        .expect("the x86-64 executor is built");
    let cmd = format!("env {}", built.last().unwrap().to_string_lossy());
    let o = ods_run(&[
        &format!("--executor={cmd}"),
        path,
        "-entry-point-result=f64",
    ]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "2.500000e+00\n",
        "{o:?}"
    );
}
