//! The Rust parts of the `func` dialect: the symbol-use verifiers of
//! `func.call` / `func.constant` and `func.return`'s verifier (`func.func`'s
//! syntax and verification are `ods::function_interface`'s).

use super::{CallOp, ConstantOp, FuncOp};
use ods::diag::Diagnostic;
use ods::function_interface::{function_type, signature};
use ods::ir::{AttrKind, Attribute, Context, Operation, Type};
use ods::opdef::{Op, Transformed};

/// `'t'`, as MLIR streams a type into a diagnostic.
fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ods::asm::print_type_local(ctx, t))
}

/// `'a', 'b'`, as MLIR streams a type range into a diagnostic.
fn quoted_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `TypesMatchWith` transformer of `func.call_indirect`: the callee's inputs.
pub fn callee_inputs(ctx: &Context, t: Type) -> Transformed {
    signature(ctx, t).map_or(Transformed::Invalid, |(i, _)| i.to_vec().into())
}

/// `TypesMatchWith` transformer of `func.call_indirect`: the callee's results.
pub fn callee_results(ctx: &Context, t: Type) -> Transformed {
    signature(ctx, t).map_or(Transformed::Invalid, |(_, r)| r.to_vec().into())
}

/// The symbol name of a `func.func`.
fn func_name(ctx: &Context, func: Operation) -> String {
    ods::symbol_table::symbol_name(ctx, func)
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .unwrap_or_default()
}

/// The `func.func` a symbol reference names, if it names one.
fn lookup_func(ctx: &Context, from: Operation, sym: Attribute) -> Option<Operation> {
    let found = ods::symbol_table::lookup_nearest_symbol_from(ctx, from, sym)?;
    ctx.isa::<FuncOp>(found).then_some(found)
}

/// The leaf name of a flat symbol reference.
fn symbol_ref_name(ctx: &Context, sym: Attribute) -> String {
    match ctx.attr_kind(sym) {
        AttrKind::SymbolRef { root, .. } => String::from_utf8_lossy(ctx.str(*root)).into_owned(),
        _ => String::new(),
    }
}

/// `CallOp::verifySymbolUses`.
pub fn verify_call_symbol_uses(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let call = CallOp::from_operation_unchecked(op);
    let Some(callee) = ctx.attr(op, "callee") else {
        return Err(ctx.emit_op_error(op, "requires a 'callee' symbol reference attribute"));
    };
    let Some(func) = lookup_func(ctx, op, callee) else {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "'{}' does not reference a valid function",
                symbol_ref_name(ctx, callee)
            ),
        ));
    };
    let Some((inputs, results)) = function_type(ctx, func).and_then(|t| signature(ctx, t)) else {
        return Ok(());
    };
    let operands = call.operands(ctx);
    if inputs.len() != operands.len() {
        return Err(ctx.emit_op_error(op, "incorrect number of operands for callee"));
    }
    for (i, (&want, &v)) in inputs.iter().zip(&operands).enumerate() {
        let got = ctx.value_type(v);
        if got != want {
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                    quoted(ctx, want),
                    quoted(ctx, got)
                ),
            ));
        }
    }
    let result_types: Vec<Type> = (0..ctx.num_results(op))
        .map(|i| ctx.value_type(ctx.result(op, i)))
        .collect();
    if results.len() != result_types.len() {
        return Err(ctx.emit_op_error(op, "incorrect number of results for callee"));
    }
    for (i, (&want, &got)) in results.iter().zip(&result_types).enumerate() {
        if got != want {
            let loc = ctx.op_loc(op);
            return Err(ctx
                .emit_op_error(op, format!("result type mismatch at index {i}"))
                .with_note(
                    loc,
                    format!("      op result types: {}", quoted_list(ctx, &result_types)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", quoted_list(ctx, results)),
                ));
        }
    }
    Ok(())
}

/// `ConstantOp::verifySymbolUses`.
pub fn verify_constant_symbol_uses(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let Some(value) = ctx.attr(op, "value") else {
        return Ok(());
    };
    let Some(func) = lookup_func(ctx, op, value) else {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "reference to undefined function '{}'",
                symbol_ref_name(ctx, value)
            ),
        ));
    };
    let ty = ctx.value_type(ConstantOp::from_operation_unchecked(op).result(ctx));
    if function_type(ctx, func) != Some(ty) {
        return Err(ctx.emit_op_error(op, "reference to function with mismatched type"));
    }
    Ok(())
}

/// `ConstantOp::getAsmResultNames`: `%f`.
pub fn constant_result_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "f".to_string())]
}

/// `ReturnOp::verify`.
pub fn verify_return(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let Some(func) = ctx.parent_op(op) else {
        return Ok(());
    };
    let Some((_, results)) = function_type(ctx, func).and_then(|t| signature(ctx, t)) else {
        return Ok(());
    };
    let n = ctx.num_operands(op);
    let name = func_name(ctx, func);
    if n != results.len() {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "has {n} operands, but enclosing function (@{name}) returns {}",
                results.len()
            ),
        ));
    }
    for (i, &want) in results.iter().enumerate() {
        let got = ctx.value_type(ctx.operand(op, i));
        if got != want {
            return Err(ctx.op_error(
                op,
                format!(
                    "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                    quoted(ctx, got),
                    quoted(ctx, want)
                ),
            ));
        }
    }
    Ok(())
}
