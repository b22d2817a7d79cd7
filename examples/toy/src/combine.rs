//! Chapter 3: Toy's canonicalization patterns (MLIR's `ToyCombine.td`
//! and `ToyCombine.cpp`), as `pattern!` declarations over the typed ops.

use ods::ir::{Attribute, Context, Value};
use ods::rewrite::PatternRewriter;

use crate::dialect::{ConstantOp, ReshapeOp, TransposeOp};

ods::pattern! {
    /// `ReshapeOp::getCanonicalizationPatterns`.
    pub fn reshape {
        /// reshape(reshape(x)) -> reshape(x)
        ReshapeReshapeOptPattern:
            (ReshapeOp (ReshapeOp $arg)) => (ReshapeOp $arg);
        /// reshape(x) -> x, when x already has the result's type
        RedundantReshapeOptPattern:
            (ReshapeOp:$res $arg) => $arg
            where same_type(rw, res.result(rw), arg);
        /// reshape(constant) -> constant of the new shape
        FoldConstantReshapeOptPattern:
            (ReshapeOp:$res (ConstantOp $value))
            => (ConstantOp {reshape_constant(rw, res, value)}?);
    }
}

ods::pattern! {
    /// `TransposeOp::getCanonicalizationPatterns`.
    pub fn transpose {
        /// transpose(transpose(x)) -> x, a C++ pattern in Toy.
        SimplifyRedundantTranspose: use simplify_redundant_transpose;
    }
}

fn same_type(ctx: &Context, a: Value, b: Value) -> bool {
    ctx.value_type(a) == ctx.value_type(b)
}

/// The constant's data with the reshape's result type.
fn reshape_constant(
    rw: &mut PatternRewriter,
    reshape: ReshapeOp,
    value: Option<Attribute>,
) -> Option<Attribute> {
    let ty = rw.value_type(reshape.result(rw));
    let value = value?;
    // Only a reshape that keeps the number of elements folds (a splat of
    // one element is not spread over a larger shape: the verifier refuses
    // that reshape).
    let count = |t| crate::ast::element_count(rw.shaped_info(t)?.0);
    let (from, to) = (count(rw.attr_type(value)?)?, count(ty)?);
    if from != to {
        return None;
    }
    let values = rw.dense_float_values(value)?;
    rw.ctx_mut().dense_float_elements_attr(ty, &values).ok()
}

/// `SimplifyRedundantTranspose`: the input of a transpose of a transpose
/// replaces the outer one.
fn simplify_redundant_transpose(op: TransposeOp, rw: &mut PatternRewriter) -> bool {
    let input = op.input(rw);
    let Some(inner) = rw.defining::<TransposeOp>(input) else {
        return false;
    };
    let x = inner.input(rw);
    rw.replace_op(op.operation(), &[x]);
    true
}
