//! Chapter 4: intraprocedural shape inference through an op interface
//! (MLIR Toy's `ShapeInferenceOpInterface` and `ShapeInferencePass`).
//!
//! After inlining, every value of `main` has a known shape except the
//! results of ops that were written against unranked arguments. The pass
//! repeatedly takes an op whose operands all have ranked types and asks
//! its [`ShapeInference`] model for its result type.

use ods::diag::Diagnostic;
use ods::ir::{Context, Operation, TypeKind, Value};

/// `ShapeInferenceOpInterface`: set the result types from the operands'.
pub trait ShapeInference {
    /// `inferShapes()`: called once every operand has a ranked type.
    fn infer_shapes(&self, ctx: &mut Context, op: Operation);
}

/// The result has the type of the first operand (`toy.add`, `toy.mul`,
/// `toy.cast`).
pub struct SameAsOperands;
impl ShapeInference for SameAsOperands {
    fn infer_shapes(&self, ctx: &mut Context, op: Operation) {
        let ty = ctx.value_type(ctx.operand(op, 0));
        let result = ctx.result(op, 0);
        ctx.set_value_type(result, ty);
    }
}

/// The result's shape is the operand's reversed (`toy.transpose`).
pub struct Transposed;
impl ShapeInference for Transposed {
    fn infer_shapes(&self, ctx: &mut Context, op: Operation) {
        let input = ctx.value_type(ctx.operand(op, 0));
        let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(input) else {
            return;
        };
        let (mut shape, elem) = (shape.to_vec(), *elem);
        shape.reverse();
        let ty = ctx.ranked_tensor_type(&shape, elem, None);
        let result = ctx.result(op, 0);
        ctx.set_value_type(result, ty);
    }
}

fn is_unranked(ctx: &Context, v: Value) -> bool {
    matches!(
        ctx.type_kind(ctx.value_type(v)),
        TypeKind::UnrankedTensor { .. }
    )
}

/// [`infer_shapes`] in every `toy.func` of `module`.
pub fn infer_shapes_in_module(ctx: &mut Context, module: Operation) -> Result<(), Diagnostic> {
    let mut funcs = Vec::new();
    ctx.walk_pre_order(module, &mut |op| {
        if ctx.isa::<crate::dialect::FuncOp>(op) {
            funcs.push(op);
        }
    });
    funcs.into_iter().try_for_each(|f| infer_shapes(ctx, f))
}

/// Infers the shapes inside `func` (a `toy.func`). Fails, at the function,
/// when some op's result cannot be inferred.
pub fn infer_shapes(ctx: &mut Context, func: Operation) -> Result<(), Diagnostic> {
    let mut worklist = Vec::new();
    ctx.walk_pre_order(func, &mut |op| {
        if ctx.results(op).any(|r| is_unranked(ctx, r)) {
            worklist.push(op);
        }
    });
    while let Some(i) = worklist
        .iter()
        .position(|&op| !ctx.operands(op).any(|v| is_unranked(ctx, v)))
    {
        let op = worklist.remove(i);
        let Some(model) = ctx.op_interface::<dyn ShapeInference>(op) else {
            return Err(ctx.op_error(
                op,
                "unable to infer shape of operation without shape inference interface",
            ));
        };
        model.infer_shapes(ctx, op);
    }
    if !worklist.is_empty() {
        return Err(ctx.op_error(
            func,
            format!(
                "Shape inference failed, {} operations couldn't be inferred",
                worklist.len()
            ),
        ));
    }
    Ok(())
}
