//! `scf.while`'s canonicalization patterns (MLIR 22's
//! `WhileOp::getCanonicalizationPatterns`; `WhileMoveIfDown` is tried
//! first: mlir-opt moves an `scf.if` whose result `scf.condition` passes
//! twice before merging the duplicates, see `two_ifs` in
//! canonicalize_while.mlir):
//!
//! * `RemoveLoopInvariantArgsFromBeforeBlock`: drops the "before"
//!   arguments that keep their initial value;
//! * `RemoveLoopInvariantValueYielded`: the values `scf.condition` passes
//!   from outside the "before" block are used directly;
//! * `WhileConditionTruth`: an "after" argument forwarded from the
//!   condition itself is known to be true there;
//! * `WhileCmpCond`: an `arith.cmpi` in the "after" region repeating (or
//!   inverting) the condition's is replaced by a constant;
//! * `WhileUnusedResult`: drops the values passed by `scf.condition` that
//!   are used neither in the "after" region nor after the loop;
//! * `WhileRemoveDuplicatedResults`: merges the values `scf.condition`
//!   passes more than once;
//! * `WhileRemoveUnusedArgs`: drops the "before" arguments without uses
//!   (with their initial and yielded values);
//! * `WhileOpAlignBeforeArgs`: `scf.condition` passing the "before"
//!   arguments permuted is rewritten to pass them in order;
//! * `WhileMoveIfDown`: an `scf.if` on the condition ending the "before"
//!   region moves to the "after" region.

use ods::ir::{Block, Operation, OperationState, Type, Value, ValueDef};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// The pieces of a well-formed `scf.while`.
struct WhileLoop {
    inits: Vec<Value>,
    before: Block,
    after: Block,
    /// The `scf.condition` ending the "before" block.
    condition: Operation,
    /// The `scf.yield` ending the "after" block.
    yield_op: Operation,
}

/// The pieces of `op` (`None` when it is malformed).
fn while_loop(rw: &PatternRewriter<'_>, op: Operation) -> Option<WhileLoop> {
    if rw.num_regions(op) != 2 {
        return None;
    }
    let before = rw.region_entry(rw.region(op, 0))?;
    let after = rw.region_entry(rw.region(op, 1))?;
    let condition = rw.block_last_op(before)?;
    let yield_op = rw.block_last_op(after)?;
    let inits: Vec<Value> = rw.operands(op).collect();
    let n_results = rw.num_results(op);
    let well_formed = rw.isa::<crate::scf::ConditionOp>(condition)
        && rw.isa::<crate::scf::YieldOp>(yield_op)
        && rw.num_operands(condition) == n_results + 1
        && rw.block_args(after).len() == n_results
        && rw.block_args(before).len() == inits.len()
        && rw.num_operands(yield_op) == inits.len();
    well_formed.then_some(WhileLoop {
        inits,
        before,
        after,
        condition,
        yield_op,
    })
}

/// Replaces `term` by an op of the same name with `operands`.
fn replace_terminator(rw: &mut PatternRewriter<'_>, term: Operation, operands: Vec<Value>) {
    let mut state = OperationState::new(rw.op_loc(term), rw.op_name_of(term));
    state.operands.extend(operands);
    rw.set_insertion_point(term);
    rw.replace_op_with_new(term, state);
}

/// `WhileOp::create(resultTypes, inits)` before `op`: a new `scf.while`
/// with `op`'s attributes when `keep_attrs` (as most of MLIR 22's
/// patterns do) and an empty block in each region, the "before" one with arguments
/// typed like `inits`, the "after" one like the results. Returns the op
/// and its blocks.
fn create_while(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    result_types: &[Type],
    inits: &[Value],
    keep_attrs: bool,
) -> (Operation, Block, Block) {
    let loc = rw.op_loc(op);
    let ctx = rw.ctx_mut();
    let mut state = OperationState::new(loc, ctx.op_name_of(op));
    state.operands.extend_from_slice(inits);
    state.types.extend_from_slice(result_types);
    if keep_attrs {
        let discardable = ctx.discardable_attrs(op);
        state
            .attributes
            .extend(ctx.dictionary_entries(discardable).iter().copied());
    }
    let arg_types: Vec<Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
    let mut blocks = [None, None];
    for (slot, types) in blocks.iter_mut().zip([&arg_types[..], result_types]) {
        let region = ctx.create_region();
        let block = ctx.create_block();
        ctx.append_block(region, block);
        for &ty in types {
            ctx.add_block_argument(block, ty, loc);
        }
        *slot = Some(block);
        state.regions.push(region);
    }
    rw.set_insertion_point(op);
    let new = rw.create_with_body(state);
    let [Some(before), Some(after)] = blocks else {
        unreachable!("both blocks are created above")
    };
    (new, before, after)
}

/// `mergeBlocks(from, into, values)`: replaces the uses of `from`'s
/// arguments by `values` (`None`: the argument has no uses) and moves its
/// ops to the end of `into`.
fn merge_block(rw: &mut PatternRewriter<'_>, from: Block, into: Block, values: &[Option<Value>]) {
    let args = rw.block_args(from).to_vec();
    for (arg, v) in args.into_iter().zip(values) {
        if let Some(v) = *v {
            rw.replace_all_uses_with(arg, v);
        }
    }
    for o in rw.block_ops(from) {
        rw.move_op_to_end(o, into);
    }
}

/// The index of `v` among the arguments of `block`, if it is one.
fn arg_number(rw: &PatternRewriter<'_>, block: Block, v: Value) -> Option<usize> {
    match rw.value_def(v) {
        ValueDef::BlockArgument(b, i) if b == block => Some(i as usize),
        _ => None,
    }
}

/// `RemoveLoopInvariantArgsFromBeforeBlock`: a "before" argument is
/// invariant when the value yielded for it is its initial value, or an
/// "after" argument that `scf.condition` fed with that "before" argument
/// or with the initial value; its uses take the initial value.
fn remove_invariant_before_args(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let before_args = rw.block_args(l.before).to_vec();
    let passed: Vec<Value> = rw.operands(l.condition).skip(1).collect();
    let yielded: Vec<Value> = rw.operands(l.yield_op).collect();
    let invariant: Vec<bool> = (0..l.inits.len())
        .map(|i| {
            let (init, y) = (l.inits[i], yielded[i]);
            y == init
                || arg_number(rw, l.after, y)
                    .and_then(|k| passed.get(k))
                    .is_some_and(|&p| p == before_args[i] || p == init)
        })
        .collect();
    if !invariant.contains(&true) {
        return false;
    }
    drop_before_args(rw, op, &l, &invariant);
    true
}

/// Rebuilds `op` without the "before" arguments marked in `dropped` (nor
/// their initial and yielded values); their uses take the initial value.
fn drop_before_args(rw: &mut PatternRewriter<'_>, op: Operation, l: &WhileLoop, dropped: &[bool]) {
    let yielded: Vec<Value> = rw.operands(l.yield_op).collect();
    let kept = |vals: &[Value]| -> Vec<Value> {
        vals.iter()
            .zip(dropped)
            .filter_map(|(&v, &d)| (!d).then_some(v))
            .collect()
    };
    let (new_inits, new_yielded) = (kept(&l.inits), kept(&yielded));
    replace_terminator(rw, l.yield_op, new_yielded);
    let types: Vec<Type> = rw.results(op).map(|r| rw.value_type(r)).collect();
    let (new, before, after) = create_while(rw, op, &types, &new_inits, true);
    let mut next = rw.block_args(before).to_vec().into_iter();
    let before_map: Vec<Option<Value>> = dropped
        .iter()
        .zip(&l.inits)
        .map(|(&d, &init)| if d { Some(init) } else { next.next() })
        .collect();
    merge_block(rw, l.before, before, &before_map);
    let after_args = all_args(rw, after);
    merge_block(rw, l.after, after, &after_args);
    let new_results: Vec<Value> = rw.results(new).collect();
    rw.replace_op(op, &new_results);
}

/// `RemoveLoopInvariantValueYielded`: a value `scf.condition` passes that
/// is not defined in the "before" block replaces its "after" argument and
/// its result.
fn remove_invariant_value_yielded(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let cond = rw.operand(l.condition, 0);
    let passed: Vec<Value> = rw.operands(l.condition).skip(1).collect();
    let outside: Vec<bool> = passed
        .iter()
        .map(|&v| rw.value_parent_block(v) != Some(l.before))
        .collect();
    if !outside.contains(&true) {
        return false;
    }
    let mut operands = vec![cond];
    operands.extend(
        passed
            .iter()
            .zip(&outside)
            .filter_map(|(&v, &o)| (!o).then_some(v)),
    );
    let types: Vec<Type> = operands[1..].iter().map(|&v| rw.value_type(v)).collect();
    replace_terminator(rw, l.condition, operands);
    let (new, before, after) = create_while(rw, op, &types, &l.inits, true);
    let mut next_arg = rw.block_args(after).to_vec().into_iter();
    let mut next_result = rw.results(new).collect::<Vec<_>>().into_iter();
    let mut after_map = Vec::with_capacity(passed.len());
    let mut results = Vec::with_capacity(passed.len());
    for (&v, &o) in passed.iter().zip(&outside) {
        if o {
            after_map.push(Some(v));
            results.push(v);
        } else {
            after_map.push(next_arg.next());
            results.extend(next_result.next());
        }
    }
    merge_block(rw, l.after, after, &after_map);
    let before_args = all_args(rw, before);
    merge_block(rw, l.before, before, &before_args);
    rw.replace_op(op, &results);
    true
}

/// `WhileConditionTruth`.
fn while_condition_truth(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let cond = rw.operand(l.condition, 0);
    let passed: Vec<Value> = rw.operands(l.condition).skip(1).collect();
    let after_args = rw.block_args(l.after).to_vec();
    let mut truth = None;
    let mut replaced = false;
    for (v, arg) in passed.into_iter().zip(after_args) {
        if v != cond || !rw.has_uses(arg) {
            continue;
        }
        let t = match truth {
            Some(t) => t,
            None => {
                let loc = rw.op_loc(op);
                let ctx = rw.ctx_mut();
                let ty = ctx.value_type(cond);
                let value = ctx.bool_attr(true);
                let state = crate::arith::materialize::constant_op_state(ctx, value, ty, loc);
                rw.set_insertion_point(op);
                let c = rw.create(state);
                let t = rw.result(c, 0);
                truth = Some(t);
                t
            }
        };
        rw.replace_all_uses_with(arg, t);
        replaced = true;
    }
    replaced
}

/// `WhileCmpCond`: when the condition is an `arith.cmpi` of a value that
/// `scf.condition` passes on, an `arith.cmpi` in the "after" region of the
/// matching argument with the same other operand is known: true for the
/// same predicate, false for the inverted one.
fn while_cmp_cond(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    use crate::arith::canonicalize::{cmpi_predicate, invert_predicate};
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let cond = rw.operand(l.condition, 0);
    let Some(cmp) = rw
        .defining_op(cond)
        .filter(|&c| rw.isa::<crate::arith::CmpIOp>(c))
    else {
        return false;
    };
    let Some(pred) = cmpi_predicate(rw, cmp) else {
        return false;
    };
    if rw.num_operands(cmp) != 2 {
        return false;
    }
    let cmp_operands = [rw.operand(cmp, 0), rw.operand(cmp, 1)];
    let passed: Vec<Value> = rw.operands(l.condition).skip(1).collect();
    let after_args = rw.block_args(l.after).to_vec();
    let mut changed = false;
    for (v, arg) in passed.into_iter().zip(after_args) {
        for idx in 0..2 {
            if v != cmp_operands[idx] {
                continue;
            }
            let mut users = rw.users(arg);
            // (a user comparing the argument with itself, met twice, never
            // matches: its other operand is not the condition's)
            users.dedup();
            for user in users {
                if !rw.isa::<crate::arith::CmpIOp>(user) {
                    continue;
                }
                if rw.num_operands(user) != 2 || rw.operand(user, 1 - idx) != cmp_operands[1 - idx]
                {
                    continue;
                }
                let value = match cmpi_predicate(rw, user) {
                    Some(p) if p == pred => true,
                    Some(p) if p == invert_predicate(pred) => false,
                    _ => continue,
                };
                let loc = rw.op_loc(user);
                let ctx = rw.ctx_mut();
                let ty = ctx.integer_type(1, ods::ir::Signedness::Signless);
                let attr = ctx.bool_attr(value);
                let state = crate::arith::materialize::constant_op_state(ctx, attr, ty, loc);
                rw.set_insertion_point(user);
                rw.replace_op_with_new(user, state);
                changed = true;
            }
        }
    }
    changed
}

/// `WhileUnusedResult`.
fn while_unused_result(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let results: Vec<Value> = rw.results(op).collect();
    let after_args = rw.block_args(l.after).to_vec();
    let passed: Vec<Value> = rw.operands(l.condition).collect();
    let mut kept = Vec::new();
    for (i, (&r, &a)) in results.iter().zip(&after_args).enumerate() {
        if rw.has_uses(r) || rw.has_uses(a) {
            kept.push(i);
        }
    }
    if kept.len() == results.len() {
        return false;
    }
    let mut new_passed = vec![passed[0]];
    new_passed.extend(kept.iter().map(|&i| passed[i + 1]));
    replace_terminator(rw, l.condition, new_passed);
    let types: Vec<Type> = kept.iter().map(|&i| rw.value_type(results[i])).collect();
    let (new, before, after) = create_while(rw, op, &types, &l.inits, true);
    let new_results: Vec<Value> = rw.results(new).collect();
    let new_after_args = rw.block_args(after).to_vec();
    let mut arg_map = vec![None; results.len()];
    let mut result_map = vec![None; results.len()];
    for (j, &i) in kept.iter().enumerate() {
        arg_map[i] = Some(new_after_args[j]);
        result_map[i] = Some(new_results[j]);
    }
    let before_args = all_args(rw, before);
    merge_block(rw, l.before, before, &before_args);
    merge_block(rw, l.after, after, &arg_map);
    // (the dropped results have no uses: any value does)
    let replacements: Vec<Value> = result_map
        .into_iter()
        .map(|v| v.unwrap_or(passed[0]))
        .collect();
    rw.replace_op(op, &replacements);
    true
}

/// The arguments of `block`, each as a merge value.
fn all_args(rw: &PatternRewriter<'_>, block: Block) -> Vec<Option<Value>> {
    rw.block_args(block).iter().map(|&v| Some(v)).collect()
}

/// `WhileRemoveDuplicatedResults`.
fn while_remove_duplicated_results(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let cond = rw.operand(l.condition, 0);
    let passed: Vec<Value> = rw.operands(l.condition).skip(1).collect();
    let mut unique: Vec<Value> = Vec::with_capacity(passed.len());
    let mut position = Vec::with_capacity(passed.len());
    for &v in &passed {
        match unique.iter().position(|&u| u == v) {
            Some(p) => position.push(p),
            None => {
                position.push(unique.len());
                unique.push(v);
            }
        }
    }
    if unique.len() == passed.len() {
        return false;
    }
    let types: Vec<Type> = unique.iter().map(|&v| rw.value_type(v)).collect();
    let (new, before, after) = create_while(rw, op, &types, &l.inits, true);
    let new_results: Vec<Value> = rw.results(new).collect();
    let new_after_args = rw.block_args(after).to_vec();
    let arg_map: Vec<Option<Value>> = position.iter().map(|&p| Some(new_after_args[p])).collect();
    let result_map: Vec<Value> = position.iter().map(|&p| new_results[p]).collect();
    let mut operands = vec![cond];
    operands.extend(unique);
    replace_terminator(rw, l.condition, operands);
    let before_args = all_args(rw, before);
    merge_block(rw, l.before, before, &before_args);
    merge_block(rw, l.after, after, &arg_map);
    rw.replace_op(op, &result_map);
    true
}

/// `WhileRemoveUnusedArgs`.
fn while_remove_unused_args(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let unused: Vec<bool> = rw
        .block_args(l.before)
        .iter()
        .map(|&a| !rw.has_uses(a))
        .collect();
    if !unused.contains(&true) {
        return false;
    }
    drop_before_args(rw, op, &l, &unused);
    true
}

/// `WhileOpAlignBeforeArgs`: when `scf.condition` passes the "before"
/// arguments in another order, the results are reordered to match (the
/// new loop drops the op's attributes, as MLIR 22 does).
fn while_align_before_args(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let before_args = rw.block_args(l.before).to_vec();
    let passed: Vec<Value> = rw.operands(l.condition).skip(1).collect();
    if before_args == passed || before_args.len() != passed.len() {
        return false;
    }
    // position[k]: the "before" argument passed as the k-th value.
    let mut position = vec![0; passed.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(k) = passed.iter().position(|p| p == a) else {
            return false;
        };
        position[k] = i;
    }
    let cond = rw.operand(l.condition, 0);
    let mut operands = vec![cond];
    operands.extend_from_slice(&before_args);
    replace_terminator(rw, l.condition, operands);
    let results: Vec<Value> = rw.results(op).collect();
    let mut types: Vec<Type> = before_args.iter().map(|&a| rw.value_type(a)).collect();
    for (k, &j) in position.iter().enumerate() {
        types[j] = rw.value_type(results[k]);
    }
    let (new, before, after) = create_while(rw, op, &types, &l.inits, false);
    let new_results: Vec<Value> = rw.results(new).collect();
    let new_after_args = rw.block_args(after).to_vec();
    let after_map: Vec<Option<Value>> = position.iter().map(|&j| Some(new_after_args[j])).collect();
    let replacements: Vec<Value> = position.iter().map(|&j| new_results[j]).collect();
    let before_map = all_args(rw, before);
    merge_block(rw, l.before, before, &before_map);
    merge_block(rw, l.after, after, &after_map);
    rw.replace_op(op, &replacements);
    true
}

/// True if `op` is nested in `region`.
fn op_in_region(ctx: &ods::ir::Context, op: Operation, region: ods::ir::Region) -> bool {
    ctx.op_block(op)
        .and_then(|b| ctx.block_region(b))
        .is_some_and(|r| ctx.region_is_ancestor(region, r))
}

/// `WhileMoveIfDown`: an `scf.if` on the loop condition right before
/// `scf.condition`, with an else branch that only yields, moves to the
/// start of the "after" region: `scf.condition` passes the else values
/// instead of its results (the then values replace the "after"
/// arguments), plus the values of the "before" region the then branch
/// uses, which become new "after" arguments (and results, unused). The
/// new loop drops the op's attributes, as MLIR 22 does.
fn while_move_if_down(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = while_loop(rw, op) else {
        return false;
    };
    let before_ops = rw.block_ops(l.before);
    let Some(&if_op) = before_ops
        .len()
        .checked_sub(2)
        .and_then(|i| before_ops.get(i))
    else {
        return false;
    };
    let cond = rw.operand(l.condition, 0);
    if !rw.isa::<crate::scf::IfOp>(if_op)
        || rw.num_regions(if_op) != 2
        || rw.operand(if_op, 0) != cond
    {
        return false;
    }
    let then_region = rw.region(if_op, 0);
    let Some(then_block) = rw.region_entry(then_region) else {
        return false;
    };
    let else_block = rw.region_entry(rw.region(if_op, 1));
    if else_block.is_some_and(|b| rw.block_ops(b).len() > 1) {
        return false;
    }
    let Some(then_yield) = rw.block_last_op(then_block) else {
        return false;
    };
    let else_yield = else_block.and_then(|b| rw.block_last_op(b));
    let after_args = rw.block_args(l.after).to_vec();
    for (idx, &after_arg) in after_args.iter().enumerate() {
        // (read now: an earlier replacement may have changed it)
        let arg = rw.operand(l.condition, idx + 1);
        let k = match rw.value_def(arg) {
            ValueDef::Result(o, k) if o == if_op => k as usize,
            _ => continue,
        };
        let Some(else_yield) = else_yield else {
            return false;
        };
        let then_value = rw.operand(then_yield, k);
        let else_value = rw.operand(else_yield, k);
        let result = rw.result(if_op, k);
        rw.replace_all_uses_with(result, else_value);
        rw.replace_all_uses_with(after_arg, then_value);
    }

    // The values of the "before" region the then branch uses, in the order
    // of a post-order walk.
    let before_region = rw.region(op, 0);
    let mut extra: Vec<Value> = Vec::new();
    for o in rw.block_ops(then_block) {
        rw.walk_post_order(o, &mut |inner| {
            for v in rw.operands(inner) {
                let in_before = rw.value_parent_block(v).and_then(|b| rw.block_region(b))
                    == Some(before_region);
                if in_before && !extra.contains(&v) {
                    extra.push(v);
                }
            }
        });
    }

    let mut types: Vec<Type> = rw.results(op).map(|r| rw.value_type(r)).collect();
    let n = types.len();
    types.extend(extra.iter().map(|&v| rw.value_type(v)));
    let (new, before, after) = create_while(rw, op, &types, &l.inits, false);
    let new_after_args = rw.block_args(after).to_vec();
    let before_map = all_args(rw, before);
    merge_block(rw, l.before, before, &before_map);
    // (the old "before" arguments among them are now the new ones)
    for v in extra.iter_mut() {
        if let Some(i) = arg_number(rw, l.before, *v) {
            *v = rw.block_args(before)[i];
        }
    }
    let after_map: Vec<Option<Value>> = new_after_args[..n].iter().map(|&v| Some(v)).collect();
    merge_block(rw, l.after, after, &after_map);
    let mut operands: Vec<Value> = rw.operands(l.condition).collect();
    operands.extend_from_slice(&extra);
    replace_terminator(rw, l.condition, operands);
    for (&v, &a) in extra.iter().zip(&new_after_args[n..]) {
        rw.replace_uses_where(v, a, |ctx, user, _| op_in_region(ctx, user, then_region));
    }
    rw.erase_op(then_yield);
    let first = rw.block_ops(after).first().copied();
    for o in rw.block_ops(then_block) {
        match first {
            Some(f) => rw.move_op_before(o, f),
            None => rw.move_op_to_end(o, after),
        }
    }
    rw.erase_op(if_op);
    let results: Vec<Value> = rw.results(new).take(n).collect();
    rw.replace_op(op, &results);
    true
}

/// Registers `scf.while`'s patterns.
pub(super) fn register(set: &mut RewritePatternSet) {
    set.add_fn(
        "WhileMoveIfDown",
        crate::scf::WhileOp::NAME,
        while_move_if_down,
    );
    set.add_fn(
        "RemoveLoopInvariantArgsFromBeforeBlock",
        crate::scf::WhileOp::NAME,
        remove_invariant_before_args,
    );
    set.add_fn(
        "RemoveLoopInvariantValueYielded",
        crate::scf::WhileOp::NAME,
        remove_invariant_value_yielded,
    );
    set.add_fn(
        "WhileConditionTruth",
        crate::scf::WhileOp::NAME,
        while_condition_truth,
    );
    set.add_fn("WhileCmpCond", crate::scf::WhileOp::NAME, while_cmp_cond);
    set.add_fn(
        "WhileUnusedResult",
        crate::scf::WhileOp::NAME,
        while_unused_result,
    );
    set.add_fn(
        "WhileRemoveDuplicatedResults",
        crate::scf::WhileOp::NAME,
        while_remove_duplicated_results,
    );
    set.add_fn(
        "WhileRemoveUnusedArgs",
        crate::scf::WhileOp::NAME,
        while_remove_unused_args,
    );
    set.add_fn(
        "WhileOpAlignBeforeArgs",
        crate::scf::WhileOp::NAME,
        while_align_before_args,
    );
}
