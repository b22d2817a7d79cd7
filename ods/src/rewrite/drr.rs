//! The run-time side of `pattern!` (MLIR's DRR): the shared, non-generic
//! steps every generated pattern calls, so that a pattern expands to a few
//! lines of matching and one call per created op.

use super::PatternRewriter;
use crate::ir::{Attribute, Operation, Type, Value};
use crate::opdef::{AttrConstraint, Multiplicity, OpSpec};

/// `ConstantLikeMatcher C:$c`: the constant value of `v` when a
/// `ConstantLike` op produces it and the value satisfies `C`
/// (`APIntAttr`, `AnyAttr`, ...).
pub fn constant_like<C: AttrConstraint>(
    rw: &mut PatternRewriter<'_>,
    v: Value,
) -> Option<Attribute> {
    let a = super::fold::constant_value(rw.ctx_mut(), v)?;
    C::matches(rw, a).then_some(a)
}

/// The result types of the matched root, which the result ops replacing
/// it are built with (DRR's `tblgen_types`).
pub fn result_types(rw: &PatternRewriter<'_>, root: Operation) -> smallvec::SmallVec<[Type; 2]> {
    rw.results(root).map(|v| rw.value_type(v)).collect()
}

/// The slice of the root's result types that the op of `spec`, replacing
/// root results from `offset` on, is built with: one per result when
/// they are all single, all the rest otherwise. `None` (infer them) when
/// there are not enough.
pub fn replacement_types<'t>(
    types: &'t [Type],
    offset: usize,
    spec: &OpSpec,
) -> Option<&'t [Type]> {
    let rest = types.get(offset..)?;
    let all_single = spec
        .results
        .iter()
        .all(|g| g.multiplicity == Multiplicity::Single);
    if all_single {
        rest.get(..spec.results.len())
    } else {
        Some(rest)
    }
}

/// The ops a pattern created so far, erased again (newest first) when a
/// later step fails, so that a pattern that does not apply leaves the IR
/// as it found it.
#[derive(Default)]
pub struct Created(smallvec::SmallVec<[Operation; 4]>);

impl Created {
    /// Records a created op and returns it.
    pub fn push(&mut self, op: Operation) -> Operation {
        self.0.push(op);
        op
    }

    /// Erases every recorded op; returns false (the pattern did not apply).
    pub fn abandon(&mut self, rw: &mut PatternRewriter<'_>) -> bool {
        while let Some(op) = self.0.pop() {
            rw.erase_op(op);
        }
        false
    }
}

/// Replaces `root` with `values` (one per result), or abandons the
/// pattern when the counts differ.
pub fn replace_root(
    rw: &mut PatternRewriter<'_>,
    root: Operation,
    values: &[Value],
    created: &mut Created,
) -> bool {
    if rw.num_results(root) != values.len() {
        return created.abandon(rw);
    }
    rw.replace_op(root, values);
    true
}
