//! The AArch64 reference: what `mlir-runner` would print on an ARM machine.
//!
//! MLIR 22 lowers the program with the pipeline of `../shared/bench/jit.sh`
//! ([`crate::MLIR_RUNNER_PIPELINE`]), `mlir-translate` makes LLVM IR of it,
//! LLVM 22's `llc -O3` compiles that for AArch64, and the AArch64 cross
//! compiler links the object statically with `tests/aarch64-ref/runner_utils.c`
//! (a C stand-in for MLIR's runner-utils libraries that prints what they
//! print) and a C `main` that calls the module's; `qemu-aarch64` runs it.
//!
//! The module's `func.func @main` is the LLVM function `main`, the name the C
//! start-up code calls. Running it as the C entry point would work only by
//! accident (it returns void, so the exit status would be whatever its last
//! call left in the result register, and a program's failure could not be
//! told from success), and rewriting `@main(` in the LLVM IR text would also
//! have to catch every other mention of the symbol. Instead `llvm-objcopy
//! --redefine-sym` renames the symbol in the object file, where every
//! reference to it is a relocation against the one symbol-table entry; the
//! shim's `main` calls it by its new name, `_mlir_module_main`, and returns
//! 0.
//!
//! [`x86_reference_stdout`] runs the same pipeline for this x86-64 machine,
//! which checks the shim against `mlir-runner`'s recorded outputs: a
//! difference there is the shim's, not the target's.

use crate::oracle::Aarch64Reference;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The runner-utils shim's source.
const SHIM_SOURCE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/aarch64-ref/runner_utils.c");

/// Where and how a reference runs.
struct Target<'a> {
    /// Names the target in temporary files and messages.
    name: &'static str,
    /// `llc` flags beside `-O3 -filetype=obj`.
    llc_flags: &'static [&'static str],
    /// The C compiler that compiles the shim and links.
    cc: &'a Path,
    /// The program that runs the executable (`None`: run it directly).
    runner: Option<&'a Path>,
    /// The shim's object, compiled once per process.
    shim: &'static OnceLock<Result<PathBuf, String>>,
}

/// Runs `@main` of `text` compiled by MLIR 22 and LLVM 22 for AArch64 under
/// `qemu-aarch64` and returns its stdout; an error names the stage that
/// failed and carries its stderr.
pub fn aarch64_reference_stdout(r: &Aarch64Reference, text: &str) -> Result<String, String> {
    static SHIM: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    reference_stdout(
        r,
        text,
        &Target {
            name: "aarch64",
            llc_flags: &["-mtriple=aarch64-linux-gnu"],
            cc: &r.gcc,
            runner: Some(&r.qemu),
            shim: &SHIM,
        },
    )
}

/// The same pipeline compiled for this x86-64 machine (`llc` for the host
/// CPU without AVX-512, as `mlir-runner -mattr=-avx512f` compiles) and
/// linked by `cc` (the host's C compiler): what `mlir-runner` prints, if the
/// shim prints what MLIR's runner utils print.
pub fn x86_reference_stdout(r: &Aarch64Reference, cc: &Path, text: &str) -> Result<String, String> {
    static SHIM: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    reference_stdout(
        r,
        text,
        &Target {
            name: "x86_64",
            llc_flags: &["-mcpu=native", "-mattr=-avx512f"],
            cc,
            runner: None,
            shim: &SHIM,
        },
    )
}

fn reference_stdout(r: &Aarch64Reference, text: &str, t: &Target) -> Result<String, String> {
    let dir = TempDir::new(t.name)?;
    let file = |name: &str| dir.0.join(name);
    let src = file("in.mlir");
    std::fs::write(&src, text).map_err(|e| format!("writing {}: {e}", src.display()))?;
    let (lowered, ll, obj, exe) = (
        file("lowered.mlir"),
        file("in.ll"),
        file("in.o"),
        file("a.out"),
    );
    stage(
        "mlir-opt",
        Command::new(&r.mlir_opt)
            .arg(&src)
            .args(crate::MLIR_RUNNER_PIPELINE)
            .arg("-o")
            .arg(&lowered),
    )?;
    stage(
        "mlir-translate",
        Command::new(&r.mlir_translate)
            .arg("--mlir-to-llvmir")
            .arg(&lowered)
            .arg("-o")
            .arg(&ll),
    )?;
    stage(
        "llc",
        Command::new(&r.llc)
            .arg("-O3")
            .args(t.llc_flags)
            .arg("-filetype=obj")
            .arg(&ll)
            .arg("-o")
            .arg(&obj),
    )?;
    // The module's `main` becomes `_mlir_module_main`, which the shim's
    // `main` calls (see the module documentation).
    stage(
        "llvm-objcopy",
        Command::new(&r.llvm_objcopy)
            .arg("--redefine-sym=main=_mlir_module_main")
            .arg(&obj),
    )?;
    let shim = t.shim.get_or_init(|| compile_shim(t)).clone()?;
    stage(
        "link",
        Command::new(t.cc)
            .arg("-static")
            .arg(&obj)
            .arg(&shim)
            .arg("-lm")
            .arg("-o")
            .arg(&exe),
    )?;
    let mut run = match t.runner {
        Some(runner) => {
            let mut c = Command::new(runner);
            c.arg(&exe);
            c
        }
        None => Command::new(&exe),
    };
    let out = stage("run", &mut run)?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Runs one stage; an error names it and carries its stderr.
fn stage(name: &str, cmd: &mut Command) -> Result<Output, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("{name}: cannot run {:?}: {e}", cmd.get_program()))?;
    if out.status.success() {
        Ok(out)
    } else {
        Err(format!(
            "{name} failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// The shim compiled for `t`, in the temporary directory under a name made
/// of its source's contents and the compiler (so a stale one is never
/// used, and parallel test processes share it).
fn compile_shim(t: &Target) -> Result<PathBuf, String> {
    use std::hash::{Hash, Hasher};
    let source = std::fs::read(SHIM_SOURCE).map_err(|e| format!("reading {SHIM_SOURCE}: {e}"))?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    source.hash(&mut h);
    t.cc.hash(&mut h);
    let path = std::env::temp_dir().join(format!(
        "ods-runner-utils-shim-{}-{:016x}.o",
        t.name,
        h.finish()
    ));
    if path.is_file() {
        return Ok(path);
    }
    // Compiled under a unique name, then renamed: concurrent compilers never
    // link a half-written file.
    let tmp = path.with_extension(format!("{}.tmp.o", std::process::id()));
    stage(
        "compiling the runner-utils shim",
        Command::new(t.cc)
            .args(["-O2", "-c", SHIM_SOURCE, "-o"])
            .arg(&tmp),
    )?;
    std::fs::rename(&tmp, &path).map_err(|e| format!("renaming {}: {e}", tmp.display()))?;
    Ok(path)
}

/// A fresh directory, unique per call (tests run on parallel threads and in
/// parallel processes), removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(target: &str) -> Result<TempDir, String> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "ods-{target}-reference-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
        Ok(TempDir(dir))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
