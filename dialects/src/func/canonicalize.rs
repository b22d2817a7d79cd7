//! Folders and canonicalization patterns of `func`: `func.constant` folds
//! to its symbol, and a `func.call_indirect` of a `func.constant` becomes
//! a direct `func.call` (`SimplifyIndirectCallWithKnownCallee`).

use ods::ir::{AttrKind, Attribute, Context, Operation, Value};
use ods::rewrite::fold::{constant_value, FoldResult};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// `func.constant`: its `value`.
pub fn fold_constant(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::from_attr(ctx.attr(op, "value"))
}

/// `SimplifyIndirectCallWithKnownCallee`: the new `func.call` keeps only
/// the callee, the arguments and the result types (the indirect call's
/// other attributes are dropped, as MLIR's builder does).
fn simplify_indirect_call(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.num_operands(op) == 0 {
        return false;
    }
    let callee = rw.operand(op, 0);
    let Some(sym) = constant_value(rw.ctx_mut(), callee) else {
        return false;
    };
    if !matches!(rw.attr_kind(sym), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let args: Vec<Value> = rw.operands(op).skip(1).collect();
    let types: Vec<_> = rw.results(op).map(|r| rw.value_type(r)).collect();
    rw.replace_op_with_new_op(op, |rw, loc| {
        crate::func::CallOp::build_with_arguments(
            rw,
            loc,
            Some(&types),
            Some(sym),
            &args,
            None,
            None,
            None,
        )
    })
    .is_ok()
}

/// `func.call_indirect`'s canonicalization patterns.
pub fn call_indirect_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "SimplifyIndirectCallWithKnownCallee",
        crate::func::CallIndirectOp::NAME,
        simplify_indirect_call,
    );
}
