//! `ods-opt`: an `mlir-opt`-compatible command-line driver over the shipped
//! dialects ([`ods_opt::mlir_opt_main`] with `dialects::register_all`).
//!
//! Usage: `ods-opt [FILE|-] [-o OUT] [--mlir-print-op-generic] [--split-input-file]
//! [--verify-diagnostics] [--allow-unregistered-dialect] [--mlir-print-debuginfo] ...`
//!
//! `ods-opt --dialect-doc NAME` prints the markdown documentation of a
//! registered dialect instead (the shape of `mlir-tblgen -gen-dialect-doc`).

use std::process::ExitCode;

/// The IR is many small objects created and freed in bursts; mimalloc's
/// per-size free lists make that markedly cheaper than glibc's malloc.
#[global_allocator]
static GLOBAL: mi_alloc::MiAlloc = mi_alloc::MiAlloc;

mod mi_alloc;

fn main() -> ExitCode {
    dialects::register_passes();
    ods_opt::mlir_opt_main("ods-opt", dialects::register_all)
}
