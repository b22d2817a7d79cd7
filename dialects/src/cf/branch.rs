//! The Rust parts of `cf`: the `BranchOpInterface` models of `cf.br` and
//! `cf.cond_br`, the interface verifiers MLIR attaches to them
//! (`verifyBranchSuccessorOperands`, `WeightedBranchOpInterface`'s weight
//! check) and the canonicalization patterns.

use ods::diag::Diagnostic;
use ods::ir::{AttrKind, Attribute, Block, Context, Operation, OperationState, Value};
use ods::opdef::{segment_sizes, OPERAND_SEGMENT_SIZES};
use ods::rewrite::fold::constant_value;
use ods::rewrite::region::BranchOpInterface;
use ods::rewrite::{PatternRewriter, RewritePatternSet};
use std::ops::Range;

/// `cf.br`: every operand goes to the one successor.
pub struct BrModel;

impl BranchOpInterface for BrModel {
    fn successor_operands(&self, ctx: &Context, op: Operation, _index: usize) -> Range<usize> {
        0..ctx.num_operands(op)
    }
}

/// The `trueDestOperands` / `falseDestOperands` segment sizes of a
/// `cf.cond_br` (from `operandSegmentSizes`; all on the true side when the
/// attribute is missing, which the verifier rejects anyway).
fn cond_br_segments(ctx: &Context, op: Operation) -> (usize, usize) {
    match segment_sizes(ctx, op, OPERAND_SEGMENT_SIZES).as_deref() {
        Some([_, t, f]) => (*t as usize, *f as usize),
        _ => (ctx.num_operands(op).saturating_sub(1), 0),
    }
}

/// `array<i32: ...>`.
pub(crate) fn i32_array(ctx: &mut Context, values: &[i32]) -> Attribute {
    let i32t = ctx.int_type(32);
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrKind::DenseArray {
        elem: i32t,
        len: values.len() as u64,
        data: data.into(),
    })
}

/// `cf.cond_br`: operand 0 is the condition, then the true and the false
/// successor's operands.
pub struct CondBrModel;

impl BranchOpInterface for CondBrModel {
    fn successor_operands(&self, ctx: &Context, op: Operation, index: usize) -> Range<usize> {
        let (t, f) = cond_br_segments(ctx, op);
        if index == 0 {
            1..1 + t
        } else {
            1 + t..1 + t + f
        }
    }

    /// Also shrinks the segment the operand belonged to.
    fn erase_successor_operand(&self, ctx: &mut Context, op: Operation, index: usize, arg: usize) {
        let at = self.successor_operands(ctx, op, index).start + arg;
        let mut operands: Vec<Value> = ctx.operands(op).collect();
        operands.remove(at);
        ctx.set_operands(op, &operands);
        let (mut t, mut f) = cond_br_segments(ctx, op);
        if index == 0 {
            t -= 1;
        } else {
            f -= 1;
        }
        let sizes = i32_array(ctx, &[1, t as i32, f as i32]);
        ctx.set_attr(op, OPERAND_SEGMENT_SIZES, sizes);
    }
}

/// `detail::verifyBranchSuccessorOperands` for every successor.
pub(crate) fn verify_successor_operands(
    ctx: &Context,
    op: Operation,
    model: &dyn BranchOpInterface,
) -> Result<(), Diagnostic> {
    for s in 0..ctx.num_successors(op) {
        let range = model.successor_operands(ctx, op, s);
        let dest = ctx.successor(op, s);
        let args = ctx.block_args(dest);
        if range.len() != args.len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "branch has {} operands for successor #{s}, but target block has {}",
                    range.len(),
                    args.len()
                ),
            ));
        }
        for (i, (k, &arg)) in range.zip(args).enumerate() {
            if ctx.value_type(ctx.operand(op, k)) != ctx.value_type(arg) {
                return Err(ctx.op_error(
                    op,
                    format!("type mismatch for bb argument #{i} of successor #{s}"),
                ));
            }
        }
    }
    Ok(())
}

/// `cf.br`'s interface verification.
pub fn verify_br(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    verify_successor_operands(ctx, op, &BrModel)
}

/// The values of an `array<i32: ...>` attribute.
fn i32_values(ctx: &Context, a: Attribute) -> Vec<i32> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { data, .. } => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        _ => Vec::new(),
    }
}

/// `cf.cond_br`'s interface verification: `BranchOpInterface`, then
/// `WeightedBranchOpInterface` (`verifyBranchWeights`).
pub fn verify_cond_br(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    verify_successor_operands(ctx, op, &CondBrModel)?;
    let Some(w) = ctx.attr(op, "branch_weights") else {
        return Ok(());
    };
    let weights = i32_values(ctx, w);
    if weights.is_empty() {
        return Ok(());
    }
    let n = ctx.num_successors(op);
    if weights.len() != n {
        return Err(ctx.op_error(
            op,
            format!(
                "expects number of branch weights to match number of successors: {} vs {n}",
                weights.len()
            ),
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(ctx.op_error(op, "branch weights cannot all be zero"));
    }
    Ok(())
}

// ----------------------------------------------------------------- patterns

/// The value of a constant `i1` operand.
fn const_bool(rw: &mut PatternRewriter<'_>, v: Value) -> Option<bool> {
    let a = constant_value(rw.ctx_mut(), v)?;
    match rw.attr_kind(a) {
        AttrKind::Integer { ty, value } if rw.is_signless_int(*ty, 1) => Some(!value.is_zero()),
        _ => None,
    }
}

/// `AssertOp::canonicalize`: an assert of a constant `true` is erased.
fn erase_true_assert(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.operand(op, 0);
    if const_bool(rw, cond) != Some(true) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `cf.assert`'s canonicalization.
pub fn assert_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "AssertOp::canonicalize",
        crate::cf::AssertOp::NAME,
        erase_true_assert,
    );
}

/// Moves the operations of `from` to the end of the block of `br` (a
/// branch to `from`, erased afterwards), replacing `from`'s arguments by
/// `args`, and erases `from` (`RewriterBase::mergeBlocks`).
fn merge_into_branch_block(
    rw: &mut PatternRewriter<'_>,
    br: Operation,
    from: ods::ir::Block,
    args: &[Value],
) {
    let block_args = rw.block_args(from).to_vec();
    for (&a, &v) in block_args.iter().zip(args) {
        rw.replace_all_uses_with(a, v);
    }
    for o in rw.block_ops(from) {
        rw.move_op_before(o, br);
    }
    rw.erase_op(br);
    rw.erase_block(from);
}

/// `simplifyBrToBlockWithSinglePred`: a branch to a block whose only
/// predecessor is the branch's block is merged into it.
fn br_to_single_pred(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let dest = rw.successor(op, 0);
    let Some(block) = rw.op_block(op) else {
        return false;
    };
    if dest == block {
        return false;
    }
    let preds = rw.predecessors(dest);
    if preds.is_empty() || preds.iter().any(|&p| p != block) {
        return false;
    }
    let args: Vec<Value> = rw.operands(op).collect();
    merge_into_branch_block(rw, op, dest, &args);
    true
}

/// `collapseBranch`: if `successor` only holds a `cf.br` whose operands
/// use its arguments at most there, the branch's destination and operands
/// (remapped through `operands`).
pub(crate) fn collapse_branch(
    rw: &PatternRewriter<'_>,
    successor: Block,
    operands: &[Value],
) -> Option<(Block, Vec<Value>)> {
    let ops = rw.block_ops(successor);
    let [br] = ops.as_slice() else {
        return None;
    };
    if rw.op_name_str(rw.op_name_of(*br)) != crate::cf::BranchOp::NAME_BYTES {
        return None;
    }
    let args = rw.block_args(successor);
    for &a in args {
        if rw.uses(a).iter().any(|&(user, _)| user != *br) {
            return None;
        }
    }
    let dest = rw.successor(*br, 0);
    if dest == successor {
        return None;
    }
    let new_operands = rw
        .operands(*br)
        .map(|v| match args.iter().position(|&a| a == v) {
            Some(i) => operands[i],
            None => v,
        })
        .collect();
    Some((dest, new_operands))
}

/// Replaces `op` by a `cf.br` to `dest` forwarding `operands` (built with
/// its generated builder, so checked against `dest`'s arguments); false
/// when they do not fit.
pub(crate) fn replace_with_branch(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    dest: Block,
    operands: &[Value],
) -> bool {
    rw.replace_op_with_new_op(op, |rw, loc| {
        crate::cf::BranchOp::build(rw, loc, operands, dest)
    })
    .is_ok()
}

/// `simplifyPassThroughBr`: a branch to a block that only branches on is
/// redirected to the final destination.
fn pass_through_br(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let dest = rw.successor(op, 0);
    if Some(dest) == rw.op_block(op) {
        return false;
    }
    let operands: Vec<Value> = rw.operands(op).collect();
    let Some((dest, operands)) = collapse_branch(rw, dest, &operands) else {
        return false;
    };
    replace_with_branch(rw, op, dest, &operands)
}

/// `BranchOp::canonicalize`.
fn br_canonicalize(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    br_to_single_pred(op, rw) || pass_through_br(op, rw)
}

/// `cf.br`'s canonicalization.
pub fn br_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "BranchOp::canonicalize",
        crate::cf::BranchOp::NAME,
        br_canonicalize,
    );
}

/// `SimplifyConstCondBranchPred`: a conditional branch on a constant
/// becomes an unconditional branch to the taken successor.
fn const_cond_branch(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.operand(op, 0);
    let Some(taken) = const_bool(rw, cond) else {
        return false;
    };
    let index = if taken { 0 } else { 1 };
    let range = CondBrModel.successor_operands(rw, op, index);
    let operands: Vec<Value> = range.map(|k| rw.operand(op, k)).collect();
    let dest = rw.successor(op, index);
    replace_with_branch(rw, op, dest, &operands)
}

/// The successor operands of both destinations of a `cf.cond_br`.
fn cond_br_operands(rw: &PatternRewriter<'_>, op: Operation) -> [Vec<Value>; 2] {
    [0, 1].map(|i| {
        CondBrModel
            .successor_operands(rw, op, i)
            .map(|k| rw.operand(op, k))
            .collect()
    })
}

/// A `cf.cond_br` state (the `branch_weights` of `from` are kept).
fn cond_br_state(
    rw: &mut PatternRewriter<'_>,
    from: Operation,
    dests: [Block; 2],
    operands: [Vec<Value>; 2],
) -> OperationState {
    let loc = rw.op_loc(from);
    let cond = rw.operand(from, 0);
    let weights = rw.attr(from, "branch_weights");
    let name = rw.ctx_mut().op_name(crate::cf::CondBranchOp::NAME_BYTES);
    let mut state = OperationState::new(loc, name);
    state.operands.push(cond);
    state.operands.extend(operands[0].iter().copied());
    state.operands.extend(operands[1].iter().copied());
    state.successors.extend(dests);
    let sizes = i32_array(
        rw.ctx_mut(),
        &[1, operands[0].len() as i32, operands[1].len() as i32],
    );
    let ctx = rw.ctx_mut();
    state.attributes.push(ods::ir::NamedAttribute {
        name: ctx.intern(OPERAND_SEGMENT_SIZES.as_bytes()),
        value: sizes,
    });
    if let Some(w) = weights {
        state.attributes.push(ods::ir::NamedAttribute {
            name: ctx.intern(b"branch_weights"),
            value: w,
        });
    }
    state
}

/// `SimplifyPassThroughCondBranch`: each destination that only branches on
/// is replaced by the final destination.
fn pass_through_cond_br(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let [t, f] = cond_br_operands(rw, op);
    let (td, fd) = (rw.successor(op, 0), rw.successor(op, 1));
    let ct = collapse_branch(rw, td, &t);
    let cf = collapse_branch(rw, fd, &f);
    if ct.is_none() && cf.is_none() {
        return false;
    }
    let (td, t) = ct.unwrap_or((td, t));
    let (fd, f) = cf.unwrap_or((fd, f));
    let state = cond_br_state(rw, op, [td, fd], [t, f]);
    rw.replace_op_with_new(op, state);
    true
}

/// `SimplifyCondBranchIdenticalSuccessors`: both destinations are the same
/// block; differing operands become `arith.select`s when the branch's block
/// is the destination's unique predecessor.
fn identical_successors(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let dest = rw.successor(op, 0);
    if dest != rw.successor(op, 1) {
        return false;
    }
    let [t, f] = cond_br_operands(rw, op);
    let loc = rw.op_loc(op);
    if t == f {
        return replace_with_branch(rw, op, dest, &t);
    }
    let block = rw.op_block(op);
    let preds = rw.predecessors(dest);
    if preds.is_empty() || preds.iter().any(|&p| Some(p) != block) {
        return false;
    }
    let cond = rw.operand(op, 0);
    let mut merged = Vec::with_capacity(t.len());
    for (&a, &b) in t.iter().zip(&f) {
        if a == b {
            merged.push(a);
            continue;
        }
        let ty = rw.value_type(a);
        let sel = crate::arith::SelectOp::build_with_arguments(rw, loc, Some(&[ty]), cond, a, b);
        let sel = sel.expect("an arith.select built from its operands and type");
        merged.push(sel.result(rw));
    }
    replace_with_branch(rw, op, dest, &merged)
}

/// `Block::getSinglePredecessor`: the block with the only edge into `b`.
fn single_predecessor(rw: &PatternRewriter<'_>, b: Block) -> Option<Block> {
    match rw.predecessors(b).as_slice() {
        [p] => Some(*p),
        _ => None,
    }
}

/// The block of `op` and the terminator of its single predecessor, when
/// that terminator is a `name` op branching on `op`'s operand 0 too.
pub(crate) fn single_pred_branch_on_same_operand(
    rw: &PatternRewriter<'_>,
    op: Operation,
    name: &[u8],
) -> Option<(Block, Operation)> {
    let block = rw.op_block(op)?;
    let pred = single_predecessor(rw, block)?;
    let pred_br = rw.block_last_op(pred)?;
    if rw.op_name_str(rw.op_name_of(pred_br)) != name
        || rw.num_operands(pred_br) == 0
        || rw.operand(pred_br, 0) != rw.operand(op, 0)
    {
        return None;
    }
    Some((block, pred_br))
}

/// `SimplifyCondBranchFromCondBranchOnSameCondition`: a block reached only
/// from a `cf.cond_br` on the same condition knows which way it goes.
fn same_condition(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((block, pred_br)) =
        single_pred_branch_on_same_operand(rw, op, crate::cf::CondBranchOp::NAME_BYTES)
    else {
        return false;
    };
    let index = if rw.successor(pred_br, 0) == block {
        0
    } else {
        1
    };
    let operands = cond_br_operands(rw, op)[index].clone();
    let dest = rw.successor(op, index);
    replace_with_branch(rw, op, dest, &operands)
}

/// `CondBranchTruthPropagation`: in a destination reached only through
/// this branch, the condition is a known constant.
fn truth_propagation(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.operand(op, 0);
    let loc = rw.op_loc(op);
    let mut replaced = false;
    for (index, value) in [(0, true), (1, false)] {
        let dest = rw.successor(op, index);
        if single_predecessor(rw, dest).is_none() {
            continue;
        }
        let mut constant: Option<Value> = None;
        for (user, i) in rw.uses(cond) {
            if rw.op_block(user) != Some(dest) {
                continue;
            }
            replaced = true;
            let c = match constant {
                Some(c) => c,
                None => {
                    let attr = rw.ctx_mut().bool_attr(value);
                    let i1 = rw.ctx_mut().int_type(1);
                    let state =
                        crate::arith::materialize::constant_op_state(rw.ctx_mut(), attr, i1, loc);
                    let c = rw.create(state);
                    let v = rw.result(c, 0);
                    constant = Some(v);
                    v
                }
            };
            rw.modify_op_in_place(user, |ctx| ctx.set_operand(user, i as usize, c));
        }
    }
    replaced
}

/// `cf.cond_br`'s canonicalization patterns, in MLIR's order.
pub fn cond_br_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "SimplifyConstCondBranchPred",
        crate::cf::CondBranchOp::NAME,
        const_cond_branch,
    );
    set.add_fn(
        "SimplifyPassThroughCondBranch",
        crate::cf::CondBranchOp::NAME,
        pass_through_cond_br,
    );
    set.add_fn(
        "SimplifyCondBranchIdenticalSuccessors",
        crate::cf::CondBranchOp::NAME,
        identical_successors,
    );
    set.add_fn(
        "SimplifyCondBranchFromCondBranchOnSameCondition",
        crate::cf::CondBranchOp::NAME,
        same_condition,
    );
    set.add_fn(
        "CondBranchTruthPropagation",
        crate::cf::CondBranchOp::NAME,
        truth_propagation,
    );
}
