//! The arith folders.

use ods::ir::{Attribute, Context, Operation};
use ods::rewrite::FoldResult;

/// `arith.constant` folds to its value (how constants are recognised).
pub fn fold_constant(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::from_attr(ctx.attr(op, "value"))
}
