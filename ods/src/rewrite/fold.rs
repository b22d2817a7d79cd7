//! Folding: the `hasFolder` hook, trait folders and constant matching.
//!
//! An op's folder sees the constant values of its operands (`None` where an
//! operand is not produced by a `ConstantLike` op) and either fails, updates
//! the op in place, or returns one [`OpFoldResult`] per result: an existing
//! value, or an attribute the dialect materializes as a constant op
//! (`Dialect::materializeConstant`).

use crate::ir::{Attribute, Context, OpTraits, Operation, Type, Value};

/// What one result folds to (MLIR `OpFoldResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OpFoldResult {
    /// An existing SSA value of the result's type.
    Value(Value),
    /// A constant, materialized by the op's dialect.
    Attribute(Attribute),
}

/// The outcome of folding one operation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoldResult {
    /// Nothing to fold.
    Failure,
    /// The op was updated in place (operands or attributes changed).
    InPlace,
    /// Replace the results, one entry per result.
    Replace(Vec<OpFoldResult>),
}

impl FoldResult {
    /// A single-result fold to an existing value.
    pub fn value(v: Value) -> FoldResult {
        FoldResult::Replace(vec![OpFoldResult::Value(v)])
    }

    /// A single-result fold to a constant.
    pub fn attr(a: Attribute) -> FoldResult {
        FoldResult::Replace(vec![OpFoldResult::Attribute(a)])
    }

    /// `Failure` when `None`.
    pub fn from_attr(a: Option<Attribute>) -> FoldResult {
        a.map_or(FoldResult::Failure, FoldResult::attr)
    }

    /// `Failure` when `None`.
    pub fn from_value(v: Option<Value>) -> FoldResult {
        v.map_or(FoldResult::Failure, FoldResult::value)
    }
}

/// `hasFolder`: `operands[i]` is the constant value of operand `i`, if any.
pub type FoldFn = fn(&mut Context, Operation, &[Option<Attribute>]) -> FoldResult;

/// `Dialect::materializeConstant`: the operation that produces `value` as a
/// value of type `ty`, or `None` when the dialect cannot build one. The
/// caller creates and inserts it.
pub type MaterializeConstantFn =
    fn(&mut Context, Attribute, Type, crate::ir::Location) -> Option<crate::ir::OperationState>;

/// `m_Constant`: the value of `v` when a `ConstantLike` op produces it (the
/// constant op's own folder gives the attribute).
pub fn constant_value(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let def = ctx.defining_op(v)?;
    super::greedy::constant_op_value(ctx, def)
}

/// The constant values of `op`'s operands.
pub fn operand_constants(ctx: &mut Context, op: Operation) -> Vec<Option<Attribute>> {
    let operands: Vec<Value> = ctx.operands(op).collect();
    operands
        .into_iter()
        .map(|v| constant_value(ctx, v))
        .collect()
}

/// `Operation::fold`: the op's folder, then the folders of its traits
/// (`Commutative`, `Involution`, `Idempotent`) when the op's own folder
/// fails or only returns the op's own result.
pub fn fold_op(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> FoldResult {
    let own = match ctx.op_def(op).and_then(|d| d.hooks.fold) {
        Some(f) => f(ctx, op, operands),
        None => FoldResult::Failure,
    };
    let single = ctx.num_results(op) == 1;
    let is_self = |ctx: &Context, r: &FoldResult| match r {
        FoldResult::Replace(v) if single => v[0] == OpFoldResult::Value(ctx.result(op, 0)),
        _ => false,
    };
    match own {
        FoldResult::Replace(_) if !is_self(ctx, &own) => own,
        other => {
            if let Some(r) = fold_traits(ctx, op, operands) {
                return r;
            }
            match other {
                FoldResult::Failure => FoldResult::Failure,
                _ => FoldResult::InPlace,
            }
        }
    }
}

/// The trait folders of single-result ops, in MLIR's order.
fn fold_traits(
    ctx: &mut Context,
    op: Operation,
    operands: &[Option<Attribute>],
) -> Option<FoldResult> {
    if ctx.has_trait(op, OpTraits::COMMUTATIVE) && fold_commutative(ctx, op, operands) {
        return Some(FoldResult::InPlace);
    }
    if ctx.num_results(op) != 1 {
        return None;
    }
    if ctx.has_trait(op, OpTraits::INVOLUTION) {
        if let Some(v) = fold_involution(ctx, op) {
            return Some(FoldResult::value(v));
        }
    }
    if ctx.has_trait(op, OpTraits::IDEMPOTENT) {
        if let Some(v) = fold_idempotent(ctx, op) {
            return Some(FoldResult::value(v));
        }
    }
    if is_cast_op(ctx, op) {
        if let Some(v) = fold_identity_cast(ctx, op) {
            return Some(FoldResult::value(v));
        }
    }
    None
}

fn is_cast_op(ctx: &Context, op: Operation) -> bool {
    ctx.op_def(op).and_then(|d| d.ods).is_some_and(|s| {
        s.trait_specs
            .iter()
            .any(|t| matches!(t, crate::opdef::OpTraitSpec::CastOpInterface(_)))
    })
}

/// `CastOpInterface` (`impl::foldCastInterfaceOp`): a cast whose operand
/// types equal its result types folds to its operands.
fn fold_identity_cast(ctx: &Context, op: Operation) -> Option<Value> {
    if ctx.num_operands(op) != 1 {
        return None;
    }
    let v = ctx.operand(op, 0);
    (ctx.value_type(v) == ctx.value_type(ctx.result(op, 0))).then_some(v)
}

/// `Commutative`: moves constant operands to the end, keeping the relative
/// order of both groups. True when the order changed.
fn fold_commutative(ctx: &mut Context, op: Operation, operands: &[Option<Attribute>]) -> bool {
    if operands.len() < 2 {
        return false;
    }
    let Some(first_const) = operands.iter().position(|a| a.is_some()) else {
        return false;
    };
    if operands[first_const..].iter().all(|a| a.is_some()) {
        return false;
    }
    let values: Vec<Value> = ctx.operands(op).collect();
    let mut reordered: Vec<Value> = Vec::with_capacity(values.len());
    reordered.extend(
        values
            .iter()
            .zip(operands)
            .filter(|(_, a)| a.is_none())
            .map(|(v, _)| *v),
    );
    reordered.extend(
        values
            .iter()
            .zip(operands)
            .filter(|(_, a)| a.is_some())
            .map(|(v, _)| *v),
    );
    ctx.set_operands(op, &reordered);
    true
}

/// `Involution`: `op(op(x)) -> x` for single-operand ops.
fn fold_involution(ctx: &Context, op: Operation) -> Option<Value> {
    if ctx.num_operands(op) != 1 {
        return None;
    }
    let inner = ctx.defining_op(ctx.operand(op, 0))?;
    if ctx.op_name_of(inner) != ctx.op_name_of(op) || ctx.num_operands(inner) != 1 {
        return None;
    }
    Some(ctx.operand(inner, 0))
}

/// `Idempotent`: `op(op(x)) -> op(x)` (unary), `op(x, x) -> x` (binary).
fn fold_idempotent(ctx: &Context, op: Operation) -> Option<Value> {
    match ctx.num_operands(op) {
        1 => {
            let v = ctx.operand(op, 0);
            let inner = ctx.defining_op(v)?;
            (ctx.op_name_of(inner) == ctx.op_name_of(op)).then_some(v)
        }
        2 => {
            let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
            (a == b).then_some(a)
        }
        _ => None,
    }
}
