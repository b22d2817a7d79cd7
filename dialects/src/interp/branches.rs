//! `cf.switch`, `scf.index_switch` and `scf.parallel` (with its
//! `scf.reduce` reductions), run as MLIR's lowering runs them: a switch
//! compares the flag with each case value at the flag's width; a parallel
//! loop iterates its dimensions sequentially, the first outermost (as
//! `--convert-scf-to-cf` nests them), combining each reduction into its
//! accumulator after every iteration.

use super::{int_of, int_scalar, Exit, InterpError, Interpreter, RtValue};
use crate::arith::eval::Scalar;
use ods::ir::{Block, Operation};
use ods::rewrite::region::BranchOpInterface;

/// The destination of a `cf.switch` and the values it passes.
pub(super) fn switch_target(
    it: &Interpreter<'_>,
    op: Operation,
    operands: &[RtValue],
) -> Result<(Block, Vec<RtValue>), InterpError> {
    let ctx = it.ctx;
    let flag = match operands
        .first()
        .and_then(|v| v.data())
        .and_then(|d| d.first())
    {
        Some(Scalar::Int(i)) => i.clone(),
        Some(Scalar::Poison) => return Err(it.undefined(op, "switch on poison")),
        _ => return Err(it.undefined(op, "expected an integer flag")),
    };
    let values = crate::cf::switch::case_values(ctx, op).unwrap_or_default();
    let succ = values
        .iter()
        .position(|v| v.width() == flag.width() && *v == flag)
        .map_or(0, |k| k + 1);
    if succ >= ctx.num_successors(op) {
        return Err(it.undefined(op, "case without destination"));
    }
    let range = crate::cf::switch::SwitchModel.successor_operands(ctx, op, succ);
    let vals = operands
        .get(range)
        .ok_or_else(|| it.undefined(op, "operand segments out of range"))?
        .to_vec();
    Ok((ctx.successor(op, succ), vals))
}

pub(super) fn exec(
    it: &mut Interpreter<'_>,
    op: Operation,
    name: &str,
    operands: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    match name {
        crate::scf::IndexSwitchOp::NAME => {
            let arg = int_of(&operands[0]);
            let cases = ctx
                .attr(op, "cases")
                .and_then(|a| ods::opdef::constraint::attrs::dense_array_values(ctx, a))
                .unwrap_or_default();
            let region = cases.iter().position(|&c| c == arg).map_or(0, |k| k + 1);
            if region >= ctx.num_regions(op) {
                return Err(it.undefined(op, "case without region"));
            }
            let Exit::Yield(y) = it.run_region(ctx.region(op, region), vec![])?;
            Ok(y)
        }
        crate::scf::ParallelOp::NAME => parallel(it, op, operands),
        _ => Err(InterpError::Unsupported(name.into())),
    }
}

/// `scf.parallel`: the iteration space in row-major order; after each
/// iteration, reduction `i` combines accumulator `i` with the `i`-th
/// operand of the body's `scf.reduce`.
fn parallel(
    it: &mut Interpreter<'_>,
    op: Operation,
    operands: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    let groups = crate::scf::syntax::parallel_groups(ctx, op);
    let get = |g: usize| -> Vec<i64> { operands[groups[g].clone()].iter().map(int_of).collect() };
    let (lbs, ubs, steps) = (get(0), get(1), get(2));
    if steps.iter().any(|&s| s <= 0) {
        return Err(it.undefined(op, "non-positive step"));
    }
    let mut accs: Vec<RtValue> = operands[groups[3].clone()].to_vec();
    let body = ctx.region(op, 0);
    let reduce = ctx
        .region_entry(body)
        .and_then(|b| ctx.block_last_op(b))
        .ok_or_else(|| it.undefined(op, "no scf.reduce"))?;
    if lbs.iter().zip(&ubs).any(|(l, u)| l >= u) {
        return Ok(accs);
    }
    let mut ivs = lbs.clone();
    loop {
        let args = ivs
            .iter()
            .map(|&v| RtValue::scalar(int_scalar(64, v)))
            .collect();
        let Exit::Yield(values) = it.run_region(body, args)?;
        for (i, acc) in accs.iter_mut().enumerate() {
            let value = values
                .get(i)
                .cloned()
                .ok_or_else(|| it.undefined(op, "missing reduction operand"))?;
            if i >= ctx.num_regions(reduce) {
                return Err(it.undefined(op, "missing reduction region"));
            }
            let Exit::Yield(r) = it.run_region(ctx.region(reduce, i), vec![acc.clone(), value])?;
            *acc = r
                .into_iter()
                .next()
                .ok_or_else(|| it.undefined(op, "reduction returned nothing"))?;
        }
        // Next point, the last dimension fastest.
        let mut d = ivs.len();
        loop {
            if d == 0 {
                return Ok(accs);
            }
            d -= 1;
            ivs[d] = ivs[d].wrapping_add(steps[d]);
            if ivs[d] < ubs[d] {
                break;
            }
            ivs[d] = lbs[d];
        }
    }
}
