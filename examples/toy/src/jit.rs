//! Chapter 6: running `main` with the JIT. The module must be lowered
//! ([`crate::lower::lower_to_loops`] and [`crate::lower::lower_print`]);
//! the two print functions it calls are host functions of this crate,
//! linked in by name.

use std::io::Write;

use backend_dynasm::lower::{compile_module_with_symbols, CompileOptions};
use ods::ir::{Context, Operation};

use crate::lower::{PRINT_F64, PRINT_NEWLINE};
use crate::ToyError;

/// `printf("%f ", x)`.
extern "C" fn toy_print_f64(x: f64) {
    // A closed stdout is not worth aborting the JIT code for.
    let _ = write!(std::io::stdout().lock(), "{} ", format_f(x));
}

/// `printf("\n")`.
extern "C" fn toy_print_newline() {
    let _ = writeln!(std::io::stdout().lock());
}

/// C's `%f`: six decimals; `inf`, `-inf`, `nan` as glibc prints them.
pub fn format_f(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    format!("{x:.6}")
}

/// Compiles the lowered `module` for this machine and calls its `main`.
pub fn run_main(ctx: &mut Context, module: Operation) -> Result<(), ToyError> {
    let target = backend_dynasm::isa::Target::host()
        .ok_or_else(|| ToyError::Jit("the JIT does not support this machine".to_string()))?;
    let opts = CompileOptions {
        target,
        ..CompileOptions::default()
    };
    let host = [
        (PRINT_F64, toy_print_f64 as extern "C" fn(f64) as usize),
        (PRINT_NEWLINE, toy_print_newline as extern "C" fn() as usize),
    ];
    // SAFETY: the module is Toy lowered by this crate: its loops access
    // its own buffers within their static shapes, and it calls the two host
    // functions with the signatures declared by `lower_print`, which are
    // the ones above.
    let compiled = unsafe { compile_module_with_symbols(ctx, module, &opts, &host) }
        .map_err(|e| ToyError::Jit(e.to_string()))?;
    let main = compiled
        .jit
        .get::<fn()>("main")
        .map_err(|e| ToyError::Jit(e.to_string()))?;
    main.call(());
    let _ = std::io::stdout().flush();
    Ok(())
}
