//! `scf.if` canonicalization patterns besides `RemoveStaticCondition`
//! (MLIR 22's `SCF.cpp`), and the `scf.if` folder: results nobody uses
//! are dropped (`RemoveUnusedResults`), values defined outside the op are
//! selected with `arith.select` (`ConvertTrivialIfToSelect`), results that
//! are the condition, its negation or one value on both sides are replaced
//! (`ReplaceIfYieldWithConditionOrValue`), an else region with only a
//! yield is dropped (`RemoveEmptyElseBranch`), an `scf.if` holding only
//! another one becomes one on the `arith.andi` of both conditions
//! (`CombineNestedIfs`), consecutive ones on the same (or the negated)
//! condition are merged (`CombineIfs`), uses of the condition inside the
//! regions become constants (`ConditionPropagation`), and the folder swaps
//! the regions of an `scf.if` on `arith.xori %c, true`.

use ods::ir::{AttrKind, Attribute, Block, Context, Location, Operation};
use ods::ir::{Region, Type, Value};
use ods::opdef::build::BuildError;
use ods::opdef::Op;
use ods::rewrite::fold::{constant_value, FoldResult};
use ods::rewrite::PatternRewriter;

use super::canonicalize::constant_int;

/// The terminator of the last block of `region` (MLIR `thenYield` /
/// `elseYield`; `None` for an empty region).
fn region_yield(ctx: &Context, region: Region) -> Option<Operation> {
    let block = *ctx.region_blocks(region).last()?;
    ctx.block_last_op(block)
}

/// The operands of the terminator of `region` (empty when there is none).
fn yielded(ctx: &Context, region: Region) -> Vec<Value> {
    region_yield(ctx, region).map_or_else(Vec::new, |y| ctx.operands(y).collect())
}

/// The last block of `region` (MLIR `thenBlock` / `elseBlock`).
fn last_block(ctx: &Context, region: Region) -> Option<Block> {
    ctx.region_blocks(region).last().copied()
}

/// The region in which `v` is defined.
fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    ctx.block_region(ctx.value_parent_block(v)?)
}

/// `m_Constant(&BoolAttr)`: the value of an `i1` constant.
fn bool_constant(ctx: &mut Context, v: Value) -> Option<bool> {
    let c = constant_value(ctx, v)?;
    match ctx.attr_kind(c) {
        AttrKind::Integer { ty, value } if ctx.is_signless_int(*ty, 1) => Some(!value.is_zero()),
        _ => None,
    }
}

/// `m_One`: an integer constant equal to one.
fn is_one(ctx: &mut Context, v: Value) -> bool {
    constant_int(ctx, v).is_some_and(|c| c.is_one())
}

/// `x` when `v` is `arith.xori %x, <one>`.
fn negated(ctx: &mut Context, v: Value) -> Option<Value> {
    let xor = ctx.defining_op(v)?;
    if !ctx.isa::<crate::arith::XOrIOp>(xor) || ctx.num_operands(xor) != 2 {
        return None;
    }
    let rhs = ctx.operand(xor, 1);
    is_one(ctx, rhs).then(|| ctx.operand(xor, 0))
}

/// Creates an `scf.if` on `cond` with two empty regions at the insertion
/// point (`IfOp::build(resultTypes, cond)`, no blocks).
fn create_if(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    types: &[Type],
    cond: Value,
) -> Operation {
    let built = crate::scf::IfOp::build_with_arguments(rw, loc, Some(types), cond);
    built
        .expect("an scf.if built from its condition and result types")
        .operation()
}

/// Creates an `scf.yield` of `values` at the insertion point.
fn create_yield(rw: &mut PatternRewriter<'_>, loc: Location, values: &[Value]) -> Operation {
    let built = crate::scf::YieldOp::build_with_arguments(rw, loc, Some(&[]), values);
    built.expect("an scf.yield of its values").operation()
}

/// The single result of a binary op just built at the insertion point
/// (its result type is its last operand's).
fn result_of<O: Op>(rw: &PatternRewriter<'_>, built: Result<O, BuildError>) -> Value {
    let op = built.expect("an op built from its operands and result type");
    rw.result(op.operation(), 0)
}

/// `arith.select %cond, %t, %f` at the insertion point.
fn create_select(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    cond: Value,
    t: Value,
    f: Value,
) -> Value {
    let ty = rw.value_type(t);
    let s = crate::arith::SelectOp::build_with_arguments(rw, loc, Some(&[ty]), cond, t, f);
    result_of(rw, s)
}

/// An `i1` `arith.constant` at the insertion point.
fn create_bool_constant(rw: &mut PatternRewriter<'_>, loc: Location, value: bool) -> Value {
    let ctx = rw.ctx_mut();
    let i1 = ctx.integer_type(1, ods::ir::Signedness::Signless);
    let attr = bool_attr(ctx, value);
    let st = crate::arith::materialize::constant_op_state(ctx, attr, i1, loc);
    let op = rw.create(st);
    rw.result(op, 0)
}

/// An `i1` attribute.
fn bool_attr(ctx: &mut Context, v: bool) -> Attribute {
    let i1 = ctx.integer_type(1, ods::ir::Signedness::Signless);
    ctx.integer_attr(i1, ods::support::apint::APInt::from_u64(1, v as u64))
}

/// Appends a new block to `region` (MLIR `createBlock`, which the greedy
/// driver does not hear about).
fn create_block(rw: &mut PatternRewriter<'_>, region: Region) -> Block {
    let ctx = rw.ctx_mut();
    let b = ctx.create_block();
    ctx.append_block(region, b);
    b
}

/// `mergeBlocks`: moves the ops of `source` to the end of `dest` one by
/// one and erases `source`.
fn merge_blocks(rw: &mut PatternRewriter<'_>, source: Block, dest: Block) {
    for o in rw.block_ops(source) {
        rw.move_op_to_end(o, dest);
    }
    rw.erase_block(source);
}

/// `inlineRegionBefore(from, to, to.begin())`: moves every block of `from`
/// to the start of `to` (block moves are not announced to the driver).
fn inline_region_at_start(rw: &mut PatternRewriter<'_>, from: Region, to: Region) {
    let ctx = rw.ctx_mut();
    let first = ctx.region_entry(to);
    for b in ctx.region_blocks(from) {
        ctx.detach_block(b);
        match first {
            Some(f) => ctx.insert_block_before(f, b),
            None => ctx.append_block(to, b),
        }
    }
}

/// `RemoveUnusedResults`: an `scf.if` with unused results is replaced by
/// one yielding only the used ones.
pub(super) fn remove_unused_results(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let results: Vec<Value> = rw.results(op).collect();
    let used: Vec<usize> = (0..results.len())
        .filter(|&i| rw.has_uses(results[i]))
        .collect();
    if used.len() == results.len() || rw.num_regions(op) != 2 {
        return false;
    }
    let (then_region, else_region) = (rw.region(op, 0), rw.region(op, 1));
    let (Some(then_block), Some(else_block)) =
        (rw.region_entry(then_region), rw.region_entry(else_region))
    else {
        return false;
    };
    let types: Vec<Type> = used.iter().map(|&i| rw.value_type(results[i])).collect();
    let (loc, cond) = (rw.op_loc(op), rw.operand(op, 0));
    let new = create_if(rw, loc, &types, cond);
    for (i, source) in [then_block, else_block].into_iter().enumerate() {
        let dest = create_block(rw, rw.region(new, i));
        merge_blocks(rw, source, dest);
        let Some(y) = rw.block_last_op(dest) else {
            continue;
        };
        let operands: Vec<Value> = rw.operands(y).collect();
        let kept: Vec<Value> = used
            .iter()
            .filter_map(|&i| operands.get(i).copied())
            .collect();
        rw.modify_op_in_place(y, |ctx| ctx.set_operands(y, &kept));
    }
    let mut repl = results.clone();
    for (k, &i) in used.iter().enumerate() {
        repl[i] = rw.result(new, k);
    }
    rw.replace_op(op, &repl);
    true
}

/// `ConvertTrivialIfToSelect`: results whose yielded values are both
/// defined outside the op become the value (when the same on both sides)
/// or an `arith.select`; the op keeps the other results.
pub(super) fn convert_trivial_if_to_select(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let n = rw.num_results(op);
    if n == 0 {
        return false;
    }
    let (then_region, else_region) = (rw.region(op, 0), rw.region(op, 1));
    let (Some(then_yield), Some(else_yield)) =
        (region_yield(rw, then_region), region_yield(rw, else_region))
    else {
        return false;
    };
    let trues: Vec<Value> = rw.operands(then_yield).collect();
    let falses: Vec<Value> = rw.operands(else_yield).collect();
    if trues.len() != n || falses.len() != n {
        return false;
    }
    let inside: Vec<bool> = trues
        .iter()
        .zip(&falses)
        .map(|(&t, &f)| {
            value_region(rw, t) == Some(then_region) || value_region(rw, f) == Some(else_region)
        })
        .collect();
    let kept_types: Vec<Type> = (0..n)
        .filter(|&i| inside[i])
        .map(|i| rw.value_type(trues[i]))
        .collect();
    if kept_types.len() == n {
        return false;
    }
    let (loc, cond) = (rw.op_loc(op), rw.operand(op, 0));
    let replacement = create_if(rw, loc, &kept_types, cond);
    let (new_then, new_else) = (rw.region(replacement, 0), rw.region(replacement, 1));
    inline_region_at_start(rw, then_region, new_then);
    inline_region_at_start(rw, else_region, new_else);

    rw.set_insertion_point(replacement);
    let mut results = Vec::with_capacity(n);
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    for i in 0..n {
        let (t, f) = (trues[i], falses[i]);
        if inside[i] {
            results.push(rw.result(replacement, true_yields.len()));
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            results.push(create_select(rw, loc, cond, t, f));
        }
    }
    for (y, values) in [(then_yield, true_yields), (else_yield, false_yields)] {
        let yloc = rw.op_loc(y);
        rw.set_insertion_point(y);
        create_yield(rw, yloc, &values);
        rw.replace_op(y, &[]);
    }
    rw.replace_op(op, &results);
    true
}

/// `ConditionPropagation`: uses of a non-constant condition inside the
/// then (else) region become `true` (`false`).
pub(super) fn condition_propagation(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.operand(op, 0);
    if constant_value(rw.ctx_mut(), cond).is_some() {
        return false;
    }
    let (then_region, else_region) = (rw.region(op, 0), rw.region(op, 1));
    let loc = rw.op_loc(op);
    let (mut c_true, mut c_false) = (None, None);
    let mut changed = false;
    for (user, i) in rw.uses(cond) {
        let Some(region) = rw.op_region(user) else {
            continue;
        };
        let (slot, value) = if rw.region_is_ancestor(then_region, region) {
            (&mut c_true, true)
        } else if rw.region_is_ancestor(else_region, region) {
            (&mut c_false, false)
        } else {
            continue;
        };
        let c = match *slot {
            Some(c) => c,
            None => {
                let c = create_bool_constant(rw, loc, value);
                *slot = Some(c);
                c
            }
        };
        rw.modify_op_in_place(user, |ctx| ctx.set_operand(user, i as usize, c));
        changed = true;
    }
    changed
}

/// `ReplaceIfYieldWithConditionOrValue`: a result yielding one value on
/// both sides is that value; one yielding `true`/`false` is the condition,
/// `false`/`true` its negation (`arith.xori` with `true`).
pub(super) fn replace_if_yield_with_condition_or_value(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    if rw.num_results(op) == 0 {
        return false;
    }
    let trues = yielded(rw, rw.region(op, 0));
    let falses = yielded(rw, rw.region(op, 1));
    let results: Vec<Value> = rw.results(op).collect();
    let (loc, cond) = (rw.op_loc(op), rw.operand(op, 0));
    let mut changed = false;
    for ((&t, &f), &r) in trues.iter().zip(&falses).zip(&results) {
        if t == f {
            if rw.has_uses(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (
            bool_constant(rw.ctx_mut(), t),
            bool_constant(rw.ctx_mut(), f),
        ) else {
            continue;
        };
        if !tv && fv && rw.has_uses(r) {
            // (the constant comes from the dialect of the yielded constant)
            let Some(def) = rw.defining_op(t) else {
                continue;
            };
            let one = bool_attr(rw.ctx_mut(), true);
            let i1 = rw.value_type(t);
            let Some(st) = rw
                .constant_materializer(def)
                .and_then(|m| m(rw.ctx_mut(), one, i1, loc))
            else {
                continue;
            };
            let c = rw.create(st);
            let c = rw.result(c, 0);
            let ty = rw.value_type(c);
            let not = crate::arith::XOrIOp::build_with_arguments(rw, loc, Some(&[ty]), cond, c);
            let not = result_of(rw, not);
            rw.replace_all_uses_with(r, not);
            changed = true;
        }
        if tv && !fv && rw.has_uses(r) {
            rw.replace_all_uses_with(r, cond);
            changed = true;
        }
    }
    changed
}

/// `RemoveEmptyElseBranch`: an else region with only its yield is dropped
/// from an `scf.if` without results.
pub(super) fn remove_empty_else_branch(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.num_results(op) != 0 {
        return false;
    }
    let Some(else_block) = last_block(rw, rw.region(op, 1)) else {
        return false;
    };
    if rw.block_ops(else_block).len() != 1 {
        return false;
    }
    let (loc, cond) = (rw.op_loc(op), rw.operand(op, 0));
    // (`cloneWithoutRegions`: the same operands and attributes)
    let mut st = rw
        .ctx_mut()
        .op_state(loc, crate::scf::IfOp::NAME, &[cond], &[], &[]);
    st.properties = rw.properties(op);
    let attrs = rw.discardable_attrs(op);
    st.attributes
        .extend(rw.dictionary_entries(attrs).iter().copied());
    for _ in 0..2 {
        let r = rw.ctx_mut().create_region();
        st.regions.push(r);
    }
    let new = rw.create(st);
    let (from, to) = (rw.region(op, 0), rw.region(new, 0));
    inline_region_at_start(rw, from, to);
    rw.erase_op(op);
    true
}

/// `CombineNestedIfs`: an `scf.if` whose then block holds only another
/// `scf.if` (both else blocks, if any, only yielding) becomes one `scf.if`
/// on the `arith.andi` of the conditions.
pub(super) fn combine_nested_ifs(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (then_region, else_region) = (rw.region(op, 0), rw.region(op, 1));
    let Some(then_block) = last_block(rw, then_region) else {
        return false;
    };
    let &[nested] = super::canonicalize::ops_without_terminator(rw, then_block).as_slice() else {
        return false;
    };
    let else_block = last_block(rw, else_region);
    if else_block.is_some_and(|b| rw.block_ops(b).len() != 1) {
        return false;
    }
    if !rw.isa::<crate::scf::IfOp>(nested) {
        return false;
    }
    let nested_else = last_block(rw, rw.region(nested, 1));
    if nested_else.is_some_and(|b| rw.block_ops(b).len() != 1) {
        return false;
    }
    let mut then_yield = yielded(rw, then_region);
    let else_yield = yielded(rw, else_region);
    let nested_then_yield = yielded(rw, rw.region(nested, 0));
    let nested_else_yield = yielded(rw, rw.region(nested, 1));
    let mut to_select = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if rw.defining_op(v) == Some(nested) {
            let Some(idx) = rw.results(nested).position(|r| r == v) else {
                return false;
            };
            if nested_else_yield.get(idx) != else_yield.get(i) {
                return false;
            }
            let Some(&inner) = nested_then_yield.get(idx) else {
                return false;
            };
            *slot = inner;
            continue;
        }
        if value_region(rw, v) == Some(then_region) || i >= else_yield.len() {
            return false;
        }
        to_select.push(i);
    }
    let Some(nested_then) = last_block(rw, rw.region(nested, 0)) else {
        return false;
    };
    let (loc, outer_cond, inner_cond) = (rw.op_loc(op), rw.operand(op, 0), rw.operand(nested, 0));
    let ty = rw.value_type(inner_cond);
    let cond =
        crate::arith::AndIOp::build_with_arguments(rw, loc, Some(&[ty]), outer_cond, inner_cond);
    let cond = result_of(rw, cond);
    let types: Vec<Type> = rw.results(op).map(|r| rw.value_type(r)).collect();
    let new = create_if(rw, loc, &types, cond);
    let new_then = create_block(rw, rw.region(new, 0));
    let mut results: Vec<Value> = rw.results(new).collect();
    rw.set_insertion_point(new);
    for i in to_select {
        results[i] = create_select(rw, loc, outer_cond, then_yield[i], else_yield[i]);
    }
    merge_blocks(rw, nested_then, new_then);
    if let Some(old_yield) = rw.block_last_op(new_then) {
        let yloc = rw.op_loc(old_yield);
        rw.set_insertion_point(old_yield);
        create_yield(rw, yloc, &then_yield);
        rw.replace_op(old_yield, &[]);
    }
    if !else_yield.is_empty() {
        let new_else = create_block(rw, rw.region(new, 1));
        rw.set_insertion_point_to_end(new_else);
        create_yield(rw, loc, &else_yield);
    }
    rw.replace_op(op, &results);
    true
}

/// `CombineIfs`: an `scf.if` right after another on the same condition (or
/// its negation, either way round) is merged into it.
pub(super) fn combine_ifs(next: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(prev) = rw.prev_op(next) else {
        return false;
    };
    if !rw.isa::<crate::scf::IfOp>(prev) {
        return false;
    }
    let (next_cond, prev_cond) = (rw.operand(next, 0), rw.operand(prev, 0));
    let (next_then_region, next_else_region) = (rw.region(next, 0), rw.region(next, 1));
    let next_then_block = last_block(rw, next_then_region);
    let next_else_block = last_block(rw, next_else_region);
    // The blocks of `next` that run when `prev`'s condition holds (then)
    // or not (else).
    let (mut then_b, mut else_b) = (None, None);
    if next_cond == prev_cond {
        then_b = next_then_block;
        else_b = next_else_block;
    }
    if negated(rw.ctx_mut(), next_cond) == Some(prev_cond) {
        else_b = next_then_block;
        then_b = next_else_block;
    }
    if negated(rw.ctx_mut(), prev_cond) == Some(next_cond) {
        else_b = next_then_block;
        then_b = next_else_block;
    }
    if then_b.is_none() && else_b.is_none() {
        return false;
    }
    let (prev_then, prev_else) = (rw.region(prev, 0), rw.region(prev, 1));
    // Uses of `prev`'s results inside `next` see the yielded values.
    let prev_results: Vec<Value> = rw.results(prev).collect();
    let then_vals = yielded(rw, prev_then);
    let else_vals = yielded(rw, prev_else);
    for ((&r, &tv), &ev) in prev_results.iter().zip(&then_vals).zip(&else_vals) {
        for (user, i) in rw.uses(r) {
            let Some(region) = rw.op_region(user) else {
                continue;
            };
            let in_block = |b: Option<Block>, rw: &PatternRewriter<'_>| {
                b.and_then(|b| rw.block_region(b))
                    .is_some_and(|br| rw.region_is_ancestor(br, region))
            };
            let to = if in_block(then_b, rw) {
                tv
            } else if in_block(else_b, rw) {
                ev
            } else {
                continue;
            };
            rw.modify_op_in_place(user, |ctx| ctx.set_operand(user, i as usize, to));
        }
    }
    let mut types: Vec<Type> = prev_results.iter().map(|&r| rw.value_type(r)).collect();
    types.extend(rw.results(next).map(|r| rw.value_type(r)));
    let loc = rw.op_loc(next);
    let combined = create_if(rw, loc, &types, prev_cond);
    let (c_then, c_else) = (rw.region(combined, 0), rw.region(combined, 1));
    inline_region_at_start(rw, prev_then, c_then);
    if let Some(b) = then_b {
        merge_into(rw, c_then, b);
    }
    inline_region_at_start(rw, prev_else, c_else);
    if let Some(b) = else_b {
        if rw.region_is_empty(c_else) {
            if let Some(r) = rw.block_region(b) {
                inline_region_at_start(rw, r, c_else);
            }
        } else {
            merge_into(rw, c_else, b);
        }
    }
    let all: Vec<Value> = rw.results(combined).collect();
    let (prev_values, next_values) = all.split_at(prev_results.len());
    rw.replace_op(prev, prev_values);
    rw.replace_op(next, next_values);
    true
}

/// Appends the ops of `source` to the last block of `region`, with one
/// yield of both yields' operands (the yield of `region` first).
fn merge_into(rw: &mut PatternRewriter<'_>, region: Region, source: Block) {
    let Some(dest) = last_block(rw, region) else {
        return;
    };
    let (Some(first), Some(second)) = (rw.block_last_op(dest), rw.block_last_op(source)) else {
        return;
    };
    merge_blocks(rw, source, dest);
    rw.set_insertion_point_to_end(dest);
    let mut values: Vec<Value> = rw.operands(first).collect();
    values.extend(rw.operands(second));
    let loc = rw.op_loc(second);
    create_yield(rw, loc, &values);
    rw.erase_op(first);
    rw.erase_op(second);
}

/// `IfOp::fold`: `scf.if` on `arith.xori %c, <one>` with an else region
/// becomes `scf.if %c` with the regions swapped.
pub fn fold_if(ctx: &mut Context, op: Operation, _: &[Option<Attribute>]) -> FoldResult {
    if ctx.num_regions(op) != 2 || ctx.region_is_empty(ctx.region(op, 1)) {
        return FoldResult::Failure;
    }
    let cond = ctx.operand(op, 0);
    let Some(lhs) = negated(ctx, cond) else {
        return FoldResult::Failure;
    };
    ctx.set_operand(op, 0, lhs);
    let (then_region, else_region) = (ctx.region(op, 0), ctx.region(op, 1));
    let then_blocks = ctx.region_blocks(then_region);
    for &b in &then_blocks {
        ctx.detach_block(b);
    }
    ctx.take_blocks(else_region, then_region);
    for b in then_blocks {
        ctx.append_block(else_region, b);
    }
    FoldResult::InPlace
}
