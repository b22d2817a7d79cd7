//! A function-like op of a dialect of its own (MLIR's Toy `toy.func`):
//! `FunctionOpInterface` in its traits verifies it as a function (entry
//! block against signature, argument attributes, declarations not public),
//! and `ods::function_interface`'s hooks give it `func.func`'s syntax.

use ods::asm::{parse_source, print_op_to_vec, ParseOptions, PrintFlags};
use ods::ir::Context;
use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

ods::op! {
    /// user defined function operation
    #[op(name = "toy.func")]
    pub struct FuncOp {
        #[attr] sym_name: SymbolNameAttr,
        #[attr] function_type: TypeAttrOf<FunctionType>,
        #[attr(optional)] sym_visibility: StrAttr,
        #[attr(optional)] arg_attrs: DictArrayAttr,
        #[attr(optional)] res_attrs: DictArrayAttr,
        #[region] body: AnyRegion,
    }
    traits: [FunctionOpInterface, IsolatedFromAbove],
    parse: ods::function_interface::parse_function_op,
    print: ods::function_interface::print_function_op,
}

ods::op! {
    /// return operation
    #[op(name = "toy.return")]
    pub struct ReturnOp {
        #[operand(variadic)] input: AnyType,
    }
    traits: [Pure, HasParent<FuncOp>, ReturnLike, Terminator],
    format: "($input^ `:` type($input))? attr-dict",
}

fn run(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    ctx.register_dialect("toy", false);
    FuncOp::register(&mut ctx);
    ReturnOp::register(&mut ctx);
    let module = parse_source(&mut ctx, src.as_bytes(), b"t.mlir", &ParseOptions::default())
        .map_err(|d| format!("{d:?}"))?
        .module;
    ods::verifier::verify(&ctx, module).map_err(|d| d[0].message.clone())?;
    Ok(String::from_utf8(print_op_to_vec(&ctx, module, &PrintFlags::default())).unwrap())
}

fn main() {
    // func.func's syntax, arguments with attributes, private declarations.
    let text = "toy.func @f(%a: i32 {t.x}, %b: f32) -> i32 {\n  toy.return %a : i32\n}\ntoy.func private @g(i64) -> f64\n";
    let out = run(text).expect("valid");
    assert_eq!(
        out,
        "module {\n  toy.func @f(%arg0: i32 {t.x}, %arg1: f32) -> i32 {\n    toy.return %arg0 : i32\n  }\n  toy.func private @g(i64) -> f64\n}\n\n",
        "got:\n{out}"
    );
    // The entry block must agree with the signature (this used to verify,
    // and then printing dropped an argument).
    let wrong = "\"toy.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n  \"toy.return\"() : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        run(wrong).unwrap_err(),
        "'toy.func' op entry block must have 1 arguments to match function signature"
    );
    // A declaration cannot be public.
    assert_eq!(
        run("toy.func @h(i32)\n").unwrap_err(),
        "'toy.func' op symbol declaration cannot have public visibility"
    );
}
