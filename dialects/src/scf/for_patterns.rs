//! `scf.for`'s canonicalization patterns (MLIR 22's
//! `ForOp::getCanonicalizationPatterns`, without the tensor-only
//! `ForOpTensorCastFolder`), in MLIR's order:
//!
//! * `ForOpIterArgsFolder`: drops the loop-carried values that are yielded
//!   unchanged (the region argument itself or the initial value), that are
//!   used neither in the body nor after the loop, or that duplicate an
//!   earlier one (same initial and yielded values);
//! * `SimplifyTrivialLoops`: a loop known to run zero times becomes its
//!   initial values, one known to run once is inlined (the induction
//!   variable replaced by the lower bound), and an empty loop known to run
//!   more than once that only yields values from outside becomes those.

use super::canonicalize::{bound_width, constant_trip_count, replace_op_with_region};
use ods::ir::{Block, Context, Location, Operation, OperationState, Value, ValueDef};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// The pieces of a well-formed `scf.for`.
struct ForLoop {
    lb: Value,
    ub: Value,
    step: Value,
    inits: Vec<Value>,
    body: Block,
    /// The body's arguments: the induction variable, then the iter_args.
    args: Vec<Value>,
    terminator: Operation,
}

/// The pieces of `op` (`None` when it is malformed).
fn for_loop(ctx: &Context, op: Operation) -> Option<ForLoop> {
    let operands: Vec<Value> = ctx.operands(op).collect();
    let [lb, ub, step, inits @ ..] = operands.as_slice() else {
        return None;
    };
    if ctx.num_regions(op) != 1 || ctx.num_results(op) != inits.len() {
        return None;
    }
    let body = ctx.region_entry(ctx.region(op, 0))?;
    let args = ctx.block_args(body).to_vec();
    let terminator = ctx.block_last_op(body)?;
    if args.len() != inits.len() + 1
        || !ctx.isa::<crate::scf::YieldOp>(terminator)
        || ctx.num_operands(terminator) != inits.len()
    {
        return None;
    }
    Some(ForLoop {
        lb: *lb,
        ub: *ub,
        step: *step,
        inits: inits.to_vec(),
        body,
        args,
        terminator,
    })
}

/// Replaces the uses of the arguments of `block` by `values` (the first
/// half of MLIR's `inlineBlockBefore` / `mergeBlocks`).
fn replace_block_args(rw: &mut PatternRewriter<'_>, block: Block, values: &[Value]) {
    let args = rw.block_args(block).to_vec();
    for (arg, &v) in args.into_iter().zip(values) {
        rw.replace_all_uses_with(arg, v);
    }
}

/// `Value::getLoc`.
fn value_loc(ctx: &Context, v: Value) -> Location {
    match ctx.value_def(v) {
        ValueDef::Result(op, _) => ctx.op_loc(op),
        ValueDef::BlockArgument(b, i) => ctx.block_arg_loc(b, i as usize),
    }
}

/// `ForOpIterArgsFolder`.
fn for_iter_args_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = for_loop(rw, op) else {
        return false;
    };
    let results: Vec<Value> = rw.results(op).collect();
    let mut changed = false;
    let mut keep = Vec::with_capacity(l.inits.len());
    let (mut new_inits, mut new_yielded) = (Vec::new(), Vec::new());
    // What replaces each iter_arg and each result; `None` for the kept
    // ones (the new loop's, filled in below).
    let mut arg_repl: Vec<Option<Value>> = Vec::with_capacity(l.inits.len());
    let mut result_repl: Vec<Option<Value>> = Vec::with_capacity(l.inits.len());
    // (init, yielded) of each kept value, with its iter_arg and result.
    let mut kept: Vec<((Value, Value), (Value, Value))> = Vec::new();
    for (i, &init) in l.inits.iter().enumerate() {
        let (arg, result) = (l.args[i + 1], results[i]);
        // (read now: replacing an earlier duplicate may have changed it)
        let yielded = rw.operand(l.terminator, i);
        let forwarded =
            arg == yielded || init == yielded || (!rw.has_uses(arg) && !rw.has_uses(result));
        if forwarded {
            changed = true;
            keep.push(false);
            arg_repl.push(Some(init));
            result_repl.push(Some(init));
            continue;
        }
        if let Some(&(_, (same_arg, same_result))) =
            kept.iter().find(|(k, _)| *k == (init, yielded))
        {
            changed = true;
            keep.push(false);
            rw.replace_all_uses_with(arg, same_arg);
            rw.replace_all_uses_with(result, same_result);
            // (no uses are left: any value does)
            arg_repl.push(Some(init));
            result_repl.push(Some(init));
            continue;
        }
        kept.push(((init, yielded), (arg, result)));
        keep.push(true);
        new_inits.push(init);
        new_yielded.push(yielded);
        arg_repl.push(None);
        result_repl.push(None);
    }
    if !changed {
        return false;
    }

    // The new loop: same bounds and attributes, the kept initial values, a
    // body block with arguments only (plus an `scf.yield` when nothing is
    // carried, as `ForOp::build` does).
    let loc = rw.op_loc(op);
    let ctx = rw.ctx_mut();
    let mut state = OperationState::new(loc, ctx.op_name_of(op));
    state.operands.extend([l.lb, l.ub, l.step]);
    state.operands.extend(new_inits.iter().copied());
    state
        .types
        .extend(new_inits.iter().map(|&v| ctx.value_type(v)));
    state.properties = ctx.properties(op);
    let discardable = ctx.discardable_attrs(op);
    state
        .attributes
        .extend(ctx.dictionary_entries(discardable).iter().copied());
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let iv_ty = ctx.value_type(l.lb);
    let new_iv = ctx.add_block_argument(block, iv_ty, loc);
    let mut new_args = Vec::with_capacity(new_inits.len());
    for &v in &new_inits {
        let (ty, vloc) = (ctx.value_type(v), value_loc(ctx, v));
        new_args.push(ctx.add_block_argument(block, ty, vloc));
    }
    if new_inits.is_empty() {
        crate::single_block::ensure_terminator(ctx, region, loc, crate::scf::YieldOp::NAME);
    }
    state.regions.push(region);
    rw.set_insertion_point(op);
    let new = rw.create_with_body(state);
    let new_results: Vec<Value> = rw.results(new).collect();

    let mut transfer = vec![new_iv];
    let mut replacements = Vec::with_capacity(result_repl.len());
    let mut collapsed = 0;
    for (a, r) in arg_repl.into_iter().zip(result_repl) {
        match (a, r) {
            (Some(a), Some(r)) => {
                transfer.push(a);
                replacements.push(r);
            }
            _ => {
                let (Some(&a), Some(&r)) = (new_args.get(collapsed), new_results.get(collapsed))
                else {
                    return true;
                };
                transfer.push(a);
                replacements.push(r);
                collapsed += 1;
            }
        }
    }

    replace_block_args(rw, l.body, &transfer);
    let ops = rw.block_ops(l.body);
    if new_inits.is_empty() {
        // Inline before the new loop's own `scf.yield`, dropping the old one.
        let Some(new_yield) = rw.block_last_op(block) else {
            return true;
        };
        for o in ops {
            rw.move_op_before(o, new_yield);
        }
        rw.erase_op(l.terminator);
    } else {
        for o in ops {
            rw.move_op_to_end(o, block);
        }
        let yielded: Vec<Value> = rw.operands(l.terminator).collect();
        let filtered: Vec<Value> = yielded
            .into_iter()
            .zip(&keep)
            .filter_map(|(v, &k)| k.then_some(v))
            .collect();
        let tloc = rw.op_loc(l.terminator);
        let mut yield_state = OperationState::new(tloc, rw.op_name_of(l.terminator));
        yield_state.operands.extend(filtered);
        rw.set_insertion_point(l.terminator);
        rw.create(yield_state);
        rw.erase_op(l.terminator);
    }
    rw.replace_op(op, &replacements);
    true
}

/// True if `v` is defined outside of the body of `op`
/// (`isDefinedOutsideOfLoop`).
fn defined_outside(ctx: &Context, op: Operation, v: Value) -> bool {
    let region = ctx.region(op, 0);
    match ctx.value_parent_block(v).and_then(|b| ctx.block_region(b)) {
        Some(r) => !ctx.region_is_ancestor(region, r),
        None => true,
    }
}

/// `SimplifyTrivialLoops`.
fn simplify_trivial_loops(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = for_loop(rw, op) else {
        return false;
    };
    let signed = rw.attr(op, "unsignedCmp").is_none();
    let Some(trips) = constant_trip_count(rw.ctx_mut(), l.lb, l.ub, l.step, signed) else {
        return false;
    };
    if trips == 0 {
        rw.replace_op(op, &l.inits);
        return true;
    }
    // (MLIR compares the trip count's sign-extended value with 1: never so
    // for 1-bit bounds)
    let width = bound_width(rw, l.lb).unwrap_or(0);
    if trips == 1 && width > 1 {
        let mut values = vec![l.lb];
        values.extend_from_slice(&l.inits);
        replace_block_args(rw, l.body, &values);
        let region = rw.region(op, 0);
        replace_op_with_region(rw, op, region);
        return true;
    }
    if rw.block_ops(l.body).len() != 1 {
        return false;
    }
    let yielded: Vec<Value> = rw.operands(l.terminator).collect();
    if !yielded.iter().all(|&v| defined_outside(rw, op, v)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// Registers `scf.for`'s patterns.
pub(super) fn register(set: &mut RewritePatternSet) {
    set.add_fn(
        "ForOpIterArgsFolder",
        crate::scf::ForOp::NAME,
        for_iter_args_folder,
    );
    set.add_fn(
        "SimplifyTrivialLoops",
        crate::scf::ForOp::NAME,
        simplify_trivial_loops,
    );
}
