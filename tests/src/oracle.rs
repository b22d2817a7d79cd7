//! What a test needs from outside the workspace, and what happens when it is
//! missing.
//!
//! Many tests compare with MLIR 22's tools (`mlir-opt`, `mlir-runner`,
//! `mlir-tblgen`, from Debian's `mlir-22-tools` and `libmlir-22-dev`), read
//! `../shared` (MLIR's own tests, the benchmark kernels) or need a CPU
//! feature. Each lookup here either returns what was asked for or, when it is
//! missing:
//!
//! * with `ODS_REQUIRE_ORACLES=1` in the environment (CI sets it), **fails the
//!   test** with a message naming what is missing and how to get it;
//! * otherwise prints `SKIPPED <test>: <what> missing (<how to get it>)` and
//!   records the skip. `tests/tests/zz_skip_report.rs`, the last test binary
//!   `cargo test --workspace` runs, prints how many tests were skipped and
//!   why, so a skip never passes for a pass unnoticed.
//!
//! A test that can only partly run (say, the interpreter half of a check
//! whose `mlir-runner` half is missing) records a skip too: it did not check
//! everything it claims to.

use std::path::{Path, PathBuf};

/// The environment variable that turns every skip into a failure.
pub const REQUIRE_ENV: &str = "ODS_REQUIRE_ORACLES";

/// Where MLIR 22 is installed: `$ODS_MLIR_PREFIX`, else where Debian's
/// `mlir-22-tools` (`bin/`) and `libmlir-22-dev` (`include/` with the `.td`
/// files, `lib/` with the unversioned runner-utils links) put it.
pub fn mlir_prefix() -> PathBuf {
    std::env::var_os("ODS_MLIR_PREFIX")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"))
}

const MLIR_TOOLS_HOW: &str = "apt-get install mlir-22-tools libmlir-22-dev";
const SHARED_HOW: &str = "the project's ../shared directory beside the checkout";

/// Whether missing oracles fail tests (`ODS_REQUIRE_ORACLES=1`).
pub fn required() -> bool {
    std::env::var(REQUIRE_ENV).is_ok_and(|v| !v.is_empty() && v != "0")
}

/// `mlir-opt` 22: `$MLIR_OPT`, else `bin/mlir-opt` under [`mlir_prefix`].
/// (Not whatever `mlir-opt` is on `PATH`: another MLIR version prints
/// differently, and every comparison would fail for the wrong reason.)
pub fn mlir_opt() -> Option<PathBuf> {
    found_or_skip(find_mlir_opt(), "mlir-opt (MLIR 22)", MLIR_TOOLS_HOW)
}

/// Looks `mlir-opt` 22 up without recording anything, for a test that has
/// another oracle to fall back on.
pub fn find_mlir_opt() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("MLIR_OPT") {
        return Some(PathBuf::from(p));
    }
    let p = mlir_prefix().join("bin/mlir-opt");
    p.exists().then_some(p)
}

/// MLIR 22's JIT runner, with what it needs to run `@main` like
/// `../shared/bench/jit.sh`.
#[derive(Clone, Debug)]
pub struct MlirRunner {
    /// `mlir-opt`, for the lowering to the LLVM dialect.
    pub mlir_opt: PathBuf,
    /// `mlir-runner`.
    pub mlir_runner: PathBuf,
    /// `libmlir_c_runner_utils.so` and `libmlir_runner_utils.so`.
    pub shared_libs: [PathBuf; 2],
}

/// `mlir-runner` 22 and the runner-utils libraries it loads.
pub fn mlir_runner() -> Option<MlirRunner> {
    found_or_skip(
        find_mlir_runner(),
        "mlir-runner (MLIR 22) with libmlir_c_runner_utils.so and libmlir_runner_utils.so",
        MLIR_TOOLS_HOW,
    )
}

fn find_mlir_runner() -> Option<MlirRunner> {
    let prefix = mlir_prefix();
    let (bin, lib) = (prefix.join("bin"), prefix.join("lib"));
    let r = MlirRunner {
        mlir_opt: bin.join("mlir-opt"),
        mlir_runner: bin.join("mlir-runner"),
        shared_libs: [
            lib.join("libmlir_c_runner_utils.so"),
            lib.join("libmlir_runner_utils.so"),
        ],
    };
    let all = [
        &r.mlir_opt,
        &r.mlir_runner,
        &r.shared_libs[0],
        &r.shared_libs[1],
    ];
    all.iter().all(|p| p.exists()).then_some(r)
}

/// `mlir-tblgen` 22 and the include directory with MLIR's `.td` files.
#[derive(Clone, Debug)]
pub struct MlirTblgen {
    /// The `mlir-tblgen` binary.
    pub mlir_tblgen: PathBuf,
    /// The directory holding `mlir/Dialect/...` (`-I` for tblgen).
    pub include: PathBuf,
}

/// `mlir-tblgen` 22 with MLIR's `.td` files (`ArithOps.td` must be there).
pub fn mlir_tblgen() -> Option<MlirTblgen> {
    let t = MlirTblgen {
        mlir_tblgen: mlir_prefix().join("bin/mlir-tblgen"),
        include: mlir_prefix().join("include"),
    };
    let ok = t.mlir_tblgen.exists() && t.include.join("mlir/Dialect/Arith/IR/ArithOps.td").exists();
    found_or_skip(
        ok.then_some(t),
        "mlir-tblgen (MLIR 22) with MLIR's .td files (ArithOps.td)",
        MLIR_TOOLS_HOW,
    )
}

/// `../shared`, the directory of shared project inputs beside the checkout.
fn shared_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared")
}

/// The corpus of MLIR's own tests: `$ODS_MLIR_TESTS` or
/// `../shared/mlir-tests`.
pub fn corpus() -> Option<PathBuf> {
    found_or_skip(
        find_corpus(),
        "the MLIR test corpus (../shared/mlir-tests or $ODS_MLIR_TESTS)",
        SHARED_HOW,
    )
}

fn find_corpus() -> Option<PathBuf> {
    let dir = match std::env::var("ODS_MLIR_TESTS") {
        Ok(d) => PathBuf::from(d),
        Err(_) => shared_dir().join("mlir-tests"),
    };
    dir.join("manifest.json")
        .is_file()
        .then(|| dir.canonicalize().unwrap_or(dir))
}

/// The benchmark kernels, `../shared/bench/kernels`.
pub fn bench_kernels() -> Option<PathBuf> {
    let dir = shared_dir().join("bench/kernels");
    let ok = std::fs::read_dir(&dir).is_ok_and(|mut d| d.next().is_some());
    found_or_skip(
        ok.then(|| dir.canonicalize().unwrap_or(dir)),
        "the benchmark kernels (../shared/bench/kernels)",
        SHARED_HOW,
    )
}

/// `python3` on `PATH` (the corpus ratchet is a Python script).
pub fn python3() -> Option<PathBuf> {
    let p = PathBuf::from("python3");
    let ok = std::process::Command::new(&p)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    found_or_skip(ok.then_some(p), "python3", "apt-get install python3")
}

/// Whether this CPU has `feature` (`present`, as the caller detected it).
/// A test that needs the feature runs only when this returns `true`.
pub fn cpu_feature(feature: &str, present: bool) -> bool {
    found_or_skip(
        present.then_some(()),
        &format!("a CPU with {feature}"),
        "run on a machine that has it",
    )
    .is_some()
}

/// Records (or, under [`REQUIRE_ENV`], fails on) a missing oracle.
fn found_or_skip<T>(found: Option<T>, what: &str, how: &str) -> Option<T> {
    if found.is_none() {
        skip(what, how);
    }
    found
}

/// The test this thread runs: libtest names each test's thread after it.
fn current_test() -> String {
    std::thread::current()
        .name()
        .filter(|n| *n != "main")
        .map(str::to_string)
        .unwrap_or_else(|| "(a test)".into())
}

/// The test binary's name without cargo's hash suffix.
fn current_binary() -> String {
    let exe = std::env::current_exe().unwrap_or_default();
    let stem = exe
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    match stem.rsplit_once('-') {
        Some((name, hash)) if hash.chars().all(|c| c.is_ascii_hexdigit()) => name.to_string(),
        _ => stem,
    }
}

/// Fails the test under [`REQUIRE_ENV`], else prints and records the skip.
pub fn skip(what: &str, how: &str) {
    let test = format!("{}::{}", current_binary(), current_test());
    if required() {
        panic!("{test}: {what} missing, and {REQUIRE_ENV} is set ({how})");
    }
    let line = format!("{test}: {what} missing ({how})");
    eprintln!("SKIPPED {line}");
    record(&line);
}

/// The directory where the skips of this `cargo test` run are recorded: one
/// per parent process (cargo runs every test binary of a run itself).
pub fn skip_dir() -> Option<PathBuf> {
    // target/<profile>/deps/<binary> -> target/<profile>/oracle-skips/<ppid>
    let exe = std::env::current_exe().ok()?;
    let profile = exe.parent()?.parent()?;
    Some(
        profile
            .join("oracle-skips")
            .join(std::os::unix::process::parent_id().to_string()),
    )
}

fn record(line: &str) {
    let Some(dir) = skip_dir() else { return };
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    // One file per skip: tests run on parallel threads and in several
    // processes, and a fresh file needs no locking.
    let name: String = line
        .chars()
        .take(120)
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let unique = format!(
        "{name}-{}-{:?}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    );
    let _ = std::fs::write(dir.join(unique), line);
}

/// The skips recorded under `dir`, sorted, and removes them.
pub fn take_skips(dir: &Path) -> Vec<String> {
    let mut lines: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .collect();
    lines.sort();
    let _ = std::fs::remove_dir_all(dir);
    lines
}

/// A program on `PATH` (its path), or a recorded skip naming it.
pub fn program(name: &str, how: &str) -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    });
    found_or_skip(found, name, how)
}

/// `qemu-aarch64` (Debian's `qemu-user`), which runs AArch64 code here.
pub fn qemu_aarch64() -> Option<PathBuf> {
    program("qemu-aarch64", "apt-get install qemu-user")
}

/// The tools of the AArch64 reference ([`crate::aarch64_reference`]):
/// MLIR 22's lowering, LLVM 22's AArch64 code generator, the AArch64 cross
/// compiler (which links the result with the runner-utils shim
/// `tests/aarch64-ref/runner_utils.c`) and qemu to run it.
#[derive(Clone, Debug)]
pub struct Aarch64Reference {
    /// `mlir-opt` (`mlir-22-tools`), for the lowering to the LLVM dialect.
    pub mlir_opt: PathBuf,
    /// `mlir-translate` (`mlir-22-tools`), LLVM dialect to LLVM IR.
    pub mlir_translate: PathBuf,
    /// `llc` (`llvm-22`), LLVM IR to an object file.
    pub llc: PathBuf,
    /// `llvm-objcopy` (`llvm-22`), which renames the module's `main`.
    pub llvm_objcopy: PathBuf,
    /// `aarch64-linux-gnu-gcc` (`gcc-aarch64-linux-gnu`): compiles the shim
    /// and links statically.
    pub gcc: PathBuf,
    /// `qemu-aarch64` (`qemu-user`).
    pub qemu: PathBuf,
}

const AARCH64_REFERENCE_HOW: &str =
    "apt-get install mlir-22-tools llvm-22 gcc-aarch64-linux-gnu qemu-user";

/// MLIR 22's lowering, LLVM 22's `llc` for AArch64, the AArch64 cross
/// compiler and `qemu-aarch64`: what [`crate::aarch64_reference`] runs
/// programs with.
pub fn aarch64_reference() -> Option<Aarch64Reference> {
    found_or_skip(
        find_aarch64_reference(),
        "the AArch64 reference (mlir-opt, mlir-translate, llc and llvm-objcopy 22, \
         aarch64-linux-gnu-gcc, qemu-aarch64)",
        AARCH64_REFERENCE_HOW,
    )
}

fn find_aarch64_reference() -> Option<Aarch64Reference> {
    let bin = mlir_prefix().join("bin");
    let on_path = |name: &str| {
        std::env::split_paths(&std::env::var_os("PATH")?)
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    };
    let r = Aarch64Reference {
        mlir_opt: find_mlir_opt()?,
        mlir_translate: bin.join("mlir-translate"),
        llc: bin.join("llc"),
        llvm_objcopy: bin.join("llvm-objcopy"),
        gcc: on_path("aarch64-linux-gnu-gcc")?,
        qemu: on_path("qemu-aarch64")?,
    };
    [&r.mlir_translate, &r.llc, &r.llvm_objcopy]
        .iter()
        .all(|p| p.exists())
        .then_some(r)
}
