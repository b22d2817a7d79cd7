//! `toyc`: MLIR's Toy compiler driver (`toyc-ch6`).
//!
//! ```text
//! toyc FILE.toy -emit=ast|mlir|mlir-lowered|mlir-jit|jit [-opt] [-mlir-print-debuginfo]
//! ```
//!
//! `-emit=mlir` prints the toy dialect (`-opt` runs chapters 3–4 first),
//! `-emit=mlir-lowered` the program lowered to loops over buffers,
//! `-emit=mlir-jit` the module the JIT compiles (`toy.print` lowered to
//! calls), and `-emit=jit` runs `main` (the default).

use std::process::ExitCode;

use ods::asm::{print_op_to_vec, PrintFlags};

fn usage() -> ExitCode {
    eprintln!(
        "usage: toyc FILE.toy [-emit=ast|mlir|mlir-lowered|mlir-jit|jit] [-opt] [-mlir-print-debuginfo]"
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut file = None;
    let mut emit = "jit".to_string();
    let mut opt = false;
    let mut debuginfo = false;
    for a in std::env::args().skip(1) {
        if let Some(e) = a
            .strip_prefix("-emit=")
            .or_else(|| a.strip_prefix("--emit="))
        {
            emit = e.to_string();
        } else if a == "-opt" || a == "--opt" {
            opt = true;
        } else if a == "-mlir-print-debuginfo" || a == "--mlir-print-debuginfo" {
            debuginfo = true;
        } else if a.starts_with('-') || file.is_some() {
            return usage();
        } else {
            file = Some(a);
        }
    }
    let Some(file) = file else {
        return usage();
    };
    let src = match std::fs::read_to_string(&file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("Could not open input file: {e}");
            return ExitCode::from(1);
        }
    };
    let stage = match emit.as_str() {
        "ast" => {
            return match toy::ast::parse(&src) {
                Ok(m) => {
                    print!("{}", toy::ast::dump(&m, &file));
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&file, e),
            }
        }
        "mlir" => toy::Stage::Mlir,
        "mlir-lowered" => toy::Stage::Lowered,
        "jit" | "mlir-jit" => toy::Stage::Jit,
        other => {
            eprintln!("unknown -emit kind '{other}'");
            return usage();
        }
    };
    let mut ctx = toy::context();
    let module = match toy::compile(&mut ctx, &src, &file, stage, opt) {
        Ok(m) => m,
        Err(e) => {
            if let toy::ToyError::Diagnostic(d) = &e {
                // file:line:col: error: message, and the Toy source line.
                let mut sm = ods::diag::SourceMgr::default();
                sm.add(ods::diag::SourceBuffer::new(file.clone(), src.into_bytes()));
                let mut out = Vec::new();
                ods::diag::render_diagnostic(&ctx, &sm, d, &mut out);
                eprint!("{}", String::from_utf8_lossy(&out));
                return ExitCode::from(1);
            }
            return fail(&file, e);
        }
    };
    if emit == "jit" {
        return match toy::jit::run_main(&mut ctx, module) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(&file, e),
        };
    }
    let flags = PrintFlags {
        debug_info: debuginfo,
        ..PrintFlags::default()
    };
    let text = print_op_to_vec(&ctx, module, &flags);
    print!("{}", String::from_utf8_lossy(&text));
    ExitCode::SUCCESS
}

fn fail(file: &str, e: toy::ToyError) -> ExitCode {
    match e {
        // "line:col: error: ..." after the file name
        toy::ToyError::Syntax { .. } => eprintln!("{file}:{e}"),
        _ => eprintln!("{file}: error: {e}"),
    }
    ExitCode::from(1)
}
