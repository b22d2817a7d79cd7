//! The few ops of MLIR's `test` dialect that the conformance corpus uses
//! outside of its own tests (`mlir-opt` links the test dialect in):
//! `test.constant`, a constant of any attribute and any type, printed in
//! generic form.

use ods::ir::{Attribute, Context, Operation};
use ods::opdef::constraint::attrs::AnyAttr;
use ods::opdef::constraint::types::AnyType;
use ods::rewrite::FoldResult;

ods::op! {
    /// A constant of any attribute (`TestOpConstant`).
    #[op(name = "test.constant")]
    pub struct ConstantOp {
        #[attr] value: AnyAttr,
        #[result] result: AnyType,
    }
    traits: [ConstantLike, NoMemoryEffect],
    fold: fold_constant,
}

/// `test.constant` folds to its value.
fn fold_constant(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::from_attr(ctx.attr(op, "value"))
}

/// Registers the `test` ops. The rest of MLIR's test dialect is not
/// modelled: its other ops are accepted as unknown ops of the dialect (and
/// printed generically), as they were before `test.constant` existed.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect("test", true);
    ConstantOp::register(ctx);
}
