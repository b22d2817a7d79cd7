//! `ods_opt::mlir_opt_main` for a dialect of its own: a `toy-opt` is one call
//! (here on explicit arguments), with the whole `mlir-opt` command line:
//! round trip, `--mlir-print-op-generic`, passes, `--dialect-doc`, and the
//! tool's exit codes.

use ods::ir::Context;
use ods::opdef::constraint::types::*;
use std::process::ExitCode;

ods::op! {
    /// transpose operation
    #[op(name = "toy.transpose")]
    pub struct TransposeOp {
        #[operand] input: AnyType,
        #[result] output: AnyType,
    }
    traits: [Pure],
    format: "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
}

fn register(ctx: &mut Context) {
    dialects::register_all(ctx);
    ctx.register_dialect("toy", false);
    TransposeOp::register(ctx);
}

fn toy_opt(args: &[&str]) -> ExitCode {
    dialects::register_passes();
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    ods_opt::mlir_opt_main_with_args("toy-opt", &args, register)
}

fn tmp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("toy-opt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn a_dialect_crate_gets_the_mlir_opt_command_line() {
    let input = tmp(
        "in.mlir",
        "func.func @f(%a: tensor<2x3xf64>) -> tensor<3x2xf64> {\n  %t = toy.transpose(%a : tensor<2x3xf64>) to tensor<3x2xf64>\n  %u = toy.transpose(%a : tensor<2x3xf64>) to tensor<3x2xf64>\n  return %t : tensor<3x2xf64>\n}\n",
    );
    let out = tmp("out.mlir", "");
    assert_eq!(toy_opt(&[&input, "-o", &out]), ExitCode::SUCCESS);
    let printed = std::fs::read_to_string(&out).unwrap();
    assert!(
        printed.contains("%0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>"),
        "{printed}"
    );
    // A registered pass (the unused pure transpose goes away).
    assert_eq!(
        toy_opt(&[&input, "--canonicalize", "-o", &out]),
        ExitCode::SUCCESS
    );
    let canon = std::fs::read_to_string(&out).unwrap();
    assert_eq!(canon.matches("toy.transpose").count(), 1, "{canon}");
    // The generic form.
    assert_eq!(
        toy_opt(&[&input, "--mlir-print-op-generic", "-o", &out]),
        ExitCode::SUCCESS
    );
    let generic = std::fs::read_to_string(&out).unwrap();
    assert!(generic.contains("\"toy.transpose\"(%arg0)"), "{generic}");
    // The dialect's documentation page.
    assert_eq!(
        toy_opt(&["--dialect-doc=toy", "-o", &out]),
        ExitCode::SUCCESS
    );
    let doc = std::fs::read_to_string(&out).unwrap();
    assert!(
        doc.contains("### `toy.transpose` (toy::TransposeOp)"),
        "{doc}"
    );
    // Bad input fails with exit code 1, as mlir-opt does.
    let bad = tmp("bad.mlir", "%0 = toy.transpose(\n");
    assert_eq!(toy_opt(&[&bad, "-o", &out]), ExitCode::from(1));
    assert_eq!(toy_opt(&["--no-such-flag"]), ExitCode::from(1));
}
