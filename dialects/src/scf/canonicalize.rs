//! Canonicalization patterns of `scf` (a subset of `SCF.cpp`'s):
//! `scf.if` on a constant condition is replaced by the taken region
//! (`RemoveStaticCondition`), a single-block `scf.execute_region` is
//! inlined (`SingleBlockExecuteInliner`; MLIR 22 inlines `no_inline` ones
//! too), `scf.index_switch` on a constant is replaced by the taken case
//! (`FoldConstantCase`), and `scf.parallel` loses its single-iteration
//! dimensions or the whole loop (`ParallelOpSingleOrZeroIterationDimsFolder`)
//! and absorbs a perfectly nested `scf.parallel` (`MergeNestedParallelLoops`).

use ods::ir::{AttrKind, Context, IrMapping, Operation, OperationState, Region, Value};
use ods::rewrite::fold::constant_value;
use ods::rewrite::{PatternRewriter, RewritePatternSet};
use ods::support::apint::APInt;

/// Moves the ops of the single block of `region` before `op` (MLIR
/// `inlineBlockBefore`) and returns its terminator, still to be erased,
/// with the terminator's operands.
fn inline_region_before(
    rw: &mut PatternRewriter<'_>,
    region: Region,
    op: Operation,
) -> Option<(Operation, Vec<Value>)> {
    let block = *rw.region_blocks(region).first()?;
    let terminator = rw.block_last_op(block)?;
    let results: Vec<Value> = rw.operands(terminator).collect();
    for o in rw.block_ops(block) {
        rw.move_op_before(o, op);
    }
    Some((terminator, results))
}

/// `replaceOpWithRegion`: moves the ops of the single block of `region`
/// before `op`, replaces `op` with the terminator's operands and erases the
/// terminator.
pub(crate) fn replace_op_with_region(rw: &mut PatternRewriter<'_>, op: Operation, region: Region) {
    let Some((terminator, results)) = inline_region_before(rw, region, op) else {
        return;
    };
    rw.replace_op(op, &results);
    rw.erase_op(terminator);
}

/// `RemoveStaticCondition`.
fn remove_static_condition(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.operand(op, 0);
    let Some(c) = constant_value(rw.ctx_mut(), cond) else {
        return false;
    };
    let taken = match rw.attr_kind(c) {
        AttrKind::Integer { ty, value } if rw.is_signless_int(*ty, 1) => !value.is_zero(),
        _ => return false,
    };
    let then_region = rw.region(op, 0);
    let else_region = rw.region(op, 1);
    if taken {
        replace_op_with_region(rw, op, then_region);
    } else if !rw.region_is_empty(else_region) {
        replace_op_with_region(rw, op, else_region);
    } else {
        rw.erase_op(op);
    }
    true
}

/// `scf.if`'s canonicalization patterns, in MLIR's order (see
/// `scf::if_patterns`).
pub fn if_patterns(set: &mut RewritePatternSet) {
    use super::if_patterns as p;
    set.add_fn("CombineIfs", crate::scf::IfOp::NAME, p::combine_ifs);
    set.add_fn(
        "CombineNestedIfs",
        crate::scf::IfOp::NAME,
        p::combine_nested_ifs,
    );
    set.add_fn(
        "ConditionPropagation",
        crate::scf::IfOp::NAME,
        p::condition_propagation,
    );
    set.add_fn(
        "ConvertTrivialIfToSelect",
        crate::scf::IfOp::NAME,
        p::convert_trivial_if_to_select,
    );
    set.add_fn(
        "RemoveEmptyElseBranch",
        crate::scf::IfOp::NAME,
        p::remove_empty_else_branch,
    );
    set.add_fn(
        "RemoveStaticCondition",
        crate::scf::IfOp::NAME,
        remove_static_condition,
    );
    set.add_fn(
        "RemoveUnusedResults",
        crate::scf::IfOp::NAME,
        p::remove_unused_results,
    );
    set.add_fn(
        "ReplaceIfYieldWithConditionOrValue",
        crate::scf::IfOp::NAME,
        p::replace_if_yield_with_condition_or_value,
    );
}

/// `scf.for`'s canonicalization patterns (see `for_patterns.rs`).
pub fn for_patterns(set: &mut RewritePatternSet) {
    super::for_patterns::register(set);
}

/// `SingleBlockExecuteInliner`.
fn single_block_execute_inliner(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let region = rw.region(op, 0);
    if rw.region_blocks(region).len() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, region);
    true
}

/// `scf.execute_region`'s canonicalization patterns.
pub fn execute_region_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "SingleBlockExecuteInliner",
        crate::scf::ExecuteRegionOp::NAME,
        single_block_execute_inliner,
    );
}

/// `m_ConstantInt`: the value of an integer or index constant.
pub(super) fn constant_int(ctx: &mut Context, v: Value) -> Option<APInt> {
    let c = constant_value(ctx, v)?;
    match ctx.attr_kind(c) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The ops of `block` but its terminator (MLIR `without_terminator`).
pub(super) fn ops_without_terminator(ctx: &Context, block: ods::ir::Block) -> Vec<Operation> {
    let mut ops = ctx.block_ops(block);
    if ops
        .last()
        .is_some_and(|&t| ctx.might_have_trait(t, ods::ir::OpTraits::IS_TERMINATOR))
    {
        ops.pop();
    }
    ops
}

/// `FoldConstantCase`: an `scf.index_switch` on a constant is replaced by
/// the region it selects (the default region when no case matches).
fn fold_constant_case(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.num_operands(op) != 1 {
        return false;
    }
    let arg = rw.operand(op, 0);
    let Some(value) = constant_int(rw.ctx_mut(), arg) else {
        return false;
    };
    // (`getConstantIntValue`: the sign-extended value)
    let value = value.sext_u64();
    let cases = rw
        .attr(op, "cases")
        .map(|a| super::syntax::i64_array(rw, a))
        .unwrap_or_default();
    let regions: Vec<Region> = rw.regions(op).collect();
    // Region 0 is the default region, then one region per case.
    let taken = match cases.iter().position(|&c| c == value) {
        Some(i) => regions.get(i + 1),
        None => regions.first(),
    };
    let Some(&region) = taken else {
        return false;
    };
    let Some((terminator, results)) = inline_region_before(rw, region, op) else {
        return false;
    };
    rw.erase_op(terminator);
    rw.replace_op(op, &results);
    true
}

/// `scf.index_switch`'s canonicalization patterns.
pub fn index_switch_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "FoldConstantCase",
        crate::scf::IndexSwitchOp::NAME,
        fold_constant_case,
    );
}

/// The bit width of a loop bound type (`index` is 64 bits).
pub(super) fn bound_width(ctx: &Context, v: Value) -> Option<u32> {
    let ty = ctx.value_type(v);
    if ctx.is_index(ty) {
        return Some(64);
    }
    match ctx.type_kind(ty) {
        ods::ir::TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `scf::computeUbMinusLb`: `ub - lb` when `ub` is `arith.addi %lb, %c`
/// that cannot wrap (`nsw` for a signed loop, `nuw` for an unsigned one),
/// as the bit pattern of the constant `%c`.
fn ub_minus_lb(ctx: &mut Context, lb: Value, ub: Value, signed: bool) -> Option<u64> {
    let add = ctx.defining_op(ub)?;
    if !ctx.isa::<crate::arith::AddIOp>(add) || ctx.num_operands(add) != 2 {
        return None;
    }
    let flags = crate::arith::eval::op_flags(ctx, add);
    if (signed && !flags.nsw) || (!signed && !flags.nuw) {
        return None;
    }
    if ctx.operand(add, 0) != lb {
        return None;
    }
    let rhs = ctx.operand(add, 1);
    constant_int(ctx, rhs).map(|c| c.low_u64())
}

/// `constantTripCount(lb, ub, step, signed, scf::computeUbMinusLb)`: the
/// number of iterations of a loop when it is known, as the bit pattern of
/// MLIR's `APInt` of the bounds' width (this includes MLIR's wrapping of
/// `ub - lb`, and its signed division of that difference by the step). A
/// loop whose bounds are the same value runs zero times. Bounds wider than
/// 64 bits are not handled (`None`).
pub(crate) fn constant_trip_count(
    ctx: &mut Context,
    lb: Value,
    ub: Value,
    step: Value,
    signed: bool,
) -> Option<u64> {
    let width = bound_width(ctx, lb)?;
    if width > 64 || width == 0 || bound_width(ctx, ub)? != width {
        return None;
    }
    if ctx.is_index(ctx.value_type(lb)) != ctx.is_index(ctx.value_type(ub)) {
        return None;
    }
    if lb == ub {
        return Some(0);
    }
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    // The `width`-bit pattern `bits` read as a signed number.
    let sext = |bits: u64| -> i64 {
        let shift = 64 - width;
        ((bits << shift) as i64) >> shift
    };
    let step = constant_int(ctx, step).map(|s| s.low_u64() & mask);
    if let Some(s) = step {
        if s == 0 || sext(s) < 0 {
            return Some(0);
        }
    }
    let lb_c = constant_int(ctx, lb).map(|c| c.low_u64() & mask);
    let ub_c = constant_int(ctx, ub).map(|c| c.low_u64() & mask);
    let diff = match (lb_c, ub_c) {
        (Some(l), Some(u)) => {
            let empty = if signed { sext(u) <= sext(l) } else { u <= l };
            if empty {
                return Some(0);
            }
            let diff = u.wrapping_sub(l) & mask;
            // (an unsigned difference is never negative)
            if signed && sext(diff) < 0 {
                return Some(0);
            }
            diff
        }
        (None, None) => {
            // (MLIR reads this difference as signed for unsigned loops too)
            let diff = ub_minus_lb(ctx, lb, ub, signed)? & mask;
            if sext(diff) < 0 {
                return Some(0);
            }
            diff
        }
        _ => return None,
    };
    let step = sext(step?);
    let diff = sext(diff);
    let mut trips = diff / step;
    if diff % step != 0 {
        trips += 1;
    }
    Some(trips as u64 & mask)
}

/// The lower bounds, upper bounds, steps and initial values of an
/// `scf.parallel`.
fn parallel_operands(ctx: &Context, op: Operation) -> [Vec<Value>; 4] {
    let operands: Vec<Value> = ctx.operands(op).collect();
    let groups = super::syntax::parallel_groups(ctx, op);
    std::array::from_fn(|g| {
        groups
            .get(g)
            .and_then(|r| operands.get(r.clone()))
            .map(<[Value]>::to_vec)
            .unwrap_or_default()
    })
}

/// An `scf.parallel` state named like `op`, at `op`'s location, with the
/// given groups and `region`.
fn parallel_state(
    ctx: &mut Context,
    op: Operation,
    groups: [&[Value]; 4],
    region: Region,
) -> OperationState {
    let mut state = OperationState::new(ctx.op_loc(op), ctx.op_name_of(op));
    for g in groups {
        state.operands.extend_from_slice(g);
    }
    state
        .types
        .extend(groups[3].iter().map(|&v| ctx.value_type(v)));
    let sizes = groups.map(<[Value]>::len);
    state.attributes.push(ods::opdef::build::segment_attr(
        ctx,
        ods::opdef::OPERAND_SEGMENT_SIZES,
        &sizes,
    ));
    state.regions.push(region);
    state
}

/// One reduction of an `scf.reduce`: the entry block's two arguments and
/// the value its `scf.reduce.return` returns.
struct Reduction {
    block: ods::ir::Block,
    lhs: Value,
    rhs: Value,
    result: Value,
}

/// The reductions of the `scf.reduce` terminating `body` (`None` if it is
/// not one or a reduction region is malformed).
fn reductions(ctx: &Context, body: ods::ir::Block) -> Option<(Operation, Vec<Reduction>)> {
    let reduce = ctx.block_last_op(body)?;
    if !ctx.isa::<crate::scf::ReduceOp>(reduce) {
        return None;
    }
    let mut out = Vec::new();
    for r in ctx.regions(reduce) {
        let block = ctx.region_entry(r)?;
        let (&lhs, &rhs) = match ctx.block_args(block) {
            [l, r, ..] => (l, r),
            _ => return None,
        };
        let ret = ctx.block_last_op(block)?;
        if ctx.num_operands(ret) != 1 {
            return None;
        }
        out.push(Reduction {
            block,
            lhs,
            rhs,
            result: ctx.operand(ret, 0),
        });
    }
    Some((reduce, out))
}

/// `ParallelOpSingleOrZeroIterationDimsFolder`: a loop with a dimension
/// known to run zero times is replaced by its initial values; dimensions
/// known to run once are dropped, their induction variables replaced by
/// the lower bounds; when none is left the body is inlined and each
/// reduction applied once to its initial value.
fn parallel_single_or_zero_iteration_dims(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let [lbs, ubs, steps, inits] = parallel_operands(rw, op);
    if rw.num_regions(op) != 1 || rw.num_results(op) != inits.len() {
        return false;
    }
    let region = rw.region(op, 0);
    let Some(body) = rw.region_entry(region) else {
        return false;
    };
    let ivs = rw.block_args(body).to_vec();
    let mut map = IrMapping::new();
    let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
    let dims = lbs.len().min(ubs.len()).min(steps.len()).min(ivs.len());
    for d in 0..dims {
        match constant_trip_count(rw.ctx_mut(), lbs[d], ubs[d], steps[d], true) {
            Some(0) => {
                rw.replace_op(op, &inits);
                return true;
            }
            Some(1) => {
                map.map(ivs[d], lbs[d]);
                continue;
            }
            _ => {}
        }
        new_lbs.push(lbs[d]);
        new_ubs.push(ubs[d]);
        new_steps.push(steps[d]);
    }
    if new_lbs.len() == lbs.len() {
        return false;
    }
    rw.set_insertion_point(op);
    if new_lbs.is_empty() {
        let Some((reduce, reductions)) = reductions(rw, body) else {
            return false;
        };
        let reduced: Vec<Value> = rw.operands(reduce).collect();
        if reductions.len() != inits.len() || reduced.len() < reductions.len() {
            return false;
        }
        for o in ops_without_terminator(rw, body) {
            rw.clone_op(o, &mut map);
        }
        let mut results = Vec::with_capacity(reductions.len());
        for (i, r) in reductions.iter().enumerate() {
            map.map(r.lhs, inits[i]);
            let rhs = map.lookup_or_default(reduced[i]);
            map.map(r.rhs, rhs);
            for o in ops_without_terminator(rw, r.block) {
                rw.clone_op(o, &mut map);
            }
            results.push(map.lookup_or_default(r.result));
        }
        rw.replace_op(op, &results);
        return true;
    }
    let new_region = rw.ctx_mut().create_region();
    let state = parallel_state(
        rw.ctx_mut(),
        op,
        [&new_lbs, &new_ubs, &new_steps, &inits],
        new_region,
    );
    let new = rw.create(state);
    let dest = rw.region(new, 0);
    rw.clone_region_before(region, dest, None, &mut map);
    let results: Vec<Value> = rw.results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// `MergeNestedParallelLoops`: an `scf.parallel` whose body is only another
/// `scf.parallel`, with bounds independent of the outer induction
/// variables and no reductions in either, becomes one loop over both sets
/// of dimensions (outer first).
fn merge_nested_parallel_loops(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.num_regions(op) != 1 || rw.num_results(op) != 0 {
        return false;
    }
    let Some(outer_body) = rw.region_entry(rw.region(op, 0)) else {
        return false;
    };
    let &[inner] = ops_without_terminator(rw, outer_body).as_slice() else {
        return false;
    };
    if !rw.isa::<crate::scf::ParallelOp>(inner) {
        return false;
    }
    let [lbs, ubs, steps, inits] = parallel_operands(rw, op);
    let [inner_lbs, inner_ubs, inner_steps, inner_inits] = parallel_operands(rw, inner);
    let outer_ivs = rw.block_args(outer_body).to_vec();
    if outer_ivs
        .iter()
        .any(|v| inner_lbs.contains(v) || inner_ubs.contains(v) || inner_steps.contains(v))
    {
        return false;
    }
    if !inits.is_empty() || !inner_inits.is_empty() {
        return false;
    }
    if rw.num_regions(inner) != 1 {
        return false;
    }
    let Some(inner_body) = rw.region_entry(rw.region(inner, 0)) else {
        return false;
    };
    let inner_ivs = rw.block_args(inner_body).to_vec();

    // The body, built detached: the merged induction variables, the inner
    // body's ops and an `scf.reduce`.
    let loc = rw.op_loc(op);
    let ctx = rw.ctx_mut();
    let index = ctx.index_type();
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let mut map = IrMapping::new();
    for &iv in outer_ivs.iter().chain(&inner_ivs) {
        let arg = ctx.add_block_argument(block, index, loc);
        map.map(iv, arg);
    }
    for o in ops_without_terminator(ctx, inner_body) {
        let c = ctx.clone_op(o, &mut map);
        ctx.append_op(block, c);
    }
    crate::single_block::ensure_terminator(ctx, region, loc, crate::scf::ReduceOp::NAME);

    let concat = |a: &[Value], b: &[Value]| [a, b].concat();
    let (lbs, ubs, steps) = (
        concat(&lbs, &inner_lbs),
        concat(&ubs, &inner_ubs),
        concat(&steps, &inner_steps),
    );
    let state = parallel_state(rw.ctx_mut(), op, [&lbs, &ubs, &steps, &[]], region);
    rw.set_insertion_point(op);
    rw.create_with_body(state);
    rw.replace_op(op, &[]);
    true
}

/// `scf.parallel`'s canonicalization patterns.
pub fn parallel_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "ParallelOpSingleOrZeroIterationDimsFolder",
        crate::scf::ParallelOp::NAME,
        parallel_single_or_zero_iteration_dims,
    );
    set.add_fn(
        "MergeNestedParallelLoops",
        crate::scf::ParallelOp::NAME,
        merge_nested_parallel_loops,
    );
}
