//! What the AArch64 integration tests share: starting the AArch64 executor
//! under qemu, and compiling a program for AArch64 and running its `@main`
//! there. (`mod common;` in each test that uses it.)

#![allow(dead_code)] // (each test binary uses part of it)

use backend_dynasm::executor::{self, ExecError, Executor, Image, ResultKind};
use backend_dynasm::isa::Target;
use backend_dynasm::lower::{emit_module, CompileOptions, LowerError};
use std::path::{Path, PathBuf};

/// The command that starts an AArch64 executor under qemu, or `None` (a
/// recorded skip) when qemu or the executor binary is missing.
pub fn executor_command() -> Option<Vec<std::ffi::OsString>> {
    tests::oracle::qemu_aarch64()?;
    match executor::default_command(Target::Aarch64) {
        Ok(cmd) => Some(cmd),
        Err(e) => {
            tests::oracle::skip(
                &format!("the AArch64 executor ({e})"),
                "apt-get install gcc-aarch64-linux-gnu, then cargo clean -p backend-dynasm",
            );
            None
        }
    }
}

/// A running AArch64 executor, or `None` (a recorded skip).
pub fn executor() -> Option<Executor> {
    let cmd = executor_command()?;
    Some(Executor::spawn(&cmd).expect("start the AArch64 executor"))
}

/// Why a program did not run: the lowering refused it (with its located
/// message), or something else failed.
#[derive(Debug)]
pub enum Failed {
    Lowering(String),
    // (read through Debug in the failure messages)
    Other(#[allow(dead_code)] String),
}

/// Compiles `text` for AArch64 and runs its `@main` in `x`: its stdout.
pub fn run(x: &mut Executor, name: &str, text: &str) -> Result<String, Failed> {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let parsed = ods::asm::parse_source(
        &mut ctx,
        text.as_bytes(),
        name.as_bytes(),
        &Default::default(),
    )
    .map_err(|_| Failed::Other("does not parse".into()))?;
    let opts = CompileOptions {
        target: Target::Aarch64,
        ..Default::default()
    };
    let e = match emit_module(&mut ctx, parsed.module, &opts) {
        Ok(e) => e,
        Err(LowerError::VectorLowering(d)) => {
            let loc = ods::asm::printer::print_attribute_local(&ctx, d[0].loc);
            return Err(Failed::Lowering(format!("{loc}: {}", d[0].message)));
        }
        Err(e) => return Err(Failed::Other(e.to_string())),
    };
    let image = Image {
        code: &e.code.bytes,
        data: &e.data,
        relocs: &e.code.relocs,
    };
    x.load(&image).map_err(|e| Failed::Other(e.to_string()))?;
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let entry = e.code.entries["main"];
    x.call(entry, &[], ResultKind::None, &mut out, &mut err)
        .map_err(|e: ExecError| Failed::Other(e.to_string()))?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// [`run`] in a fresh executor started with `cmd`.
pub fn run_fresh(cmd: &[std::ffi::OsString], name: &str, text: &str) -> Result<String, Failed> {
    let mut x = Executor::spawn(cmd).map_err(|e| Failed::Other(e.to_string()))?;
    run(&mut x, name, text)
}

/// `backend-dynasm/tests/lower`.
pub fn lower_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lower")
}
