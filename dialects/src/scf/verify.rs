//! The verifiers of `scf`, in MLIR's order: the ops' own `verify` (before
//! the nested operations are verified) and, after them, the region phase:
//! `LoopLikeOpInterface` (`verifyLoopLikeOpInterface`),
//! `RegionBranchOpInterface` (`verifyTypesAlongControlFlowEdges`: operand
//! and input counts and types along every edge between the op and its
//! regions) and the ops' `verifyRegions`, each in the op's trait order.

use ods::diag::Diagnostic;
use ods::ir::{Context, Operation, Region, Type, Value};
use ods::opdef::Op;

type VResult = Result<(), Diagnostic>;

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ods::asm::print_type_local(ctx, t))
}

fn op_name(ctx: &Context, op: Operation) -> String {
    String::from_utf8_lossy(ctx.op_name_str(ctx.op_name_of(op))).into_owned()
}

/// The terminator of the first block of `region`, if any.
fn terminator(ctx: &Context, region: Region) -> Option<Operation> {
    let &block = ctx.region_blocks(region).first()?;
    ctx.block_last_op(block)
}

/// The arguments of the entry block of `region` (none if it is empty).
fn entry_args(ctx: &Context, region: Region) -> Vec<Value> {
    ctx.region_blocks(region)
        .first()
        .map(|&b| ctx.block_args(b).to_vec())
        .unwrap_or_default()
}

// ------------------------------------------------- RegionBranchOpInterface

/// Where control comes from: the op itself or a region terminator.
#[derive(Copy, Clone)]
enum Point {
    Parent,
    Terminator(Operation),
}

/// Where control goes: a region (by index) or back to the op's results,
/// with the values receiving the forwarded operands.
struct Successor {
    region: Option<usize>,
    inputs: Vec<Value>,
}

/// How one `scf` op routes control between itself and its regions (its
/// `getSuccessorRegions` / `getEntrySuccessorOperands`).
#[derive(Copy, Clone)]
enum Kind {
    For,
    If,
    While,
    ExecuteRegion,
    IndexSwitch,
}

fn results(ctx: &Context, op: Operation) -> Vec<Value> {
    ctx.results(op).collect()
}

fn successors(ctx: &Context, op: Operation, kind: Kind, point: Point) -> Vec<Successor> {
    let to_parent = || Successor {
        region: None,
        inputs: results(ctx, op),
    };
    let to_region = |i: usize, inputs: Vec<Value>| Successor {
        region: Some(i),
        inputs,
    };
    match kind {
        Kind::For => {
            let iter_args = entry_args(ctx, ctx.region(op, 0))
                .into_iter()
                .skip(1)
                .collect();
            vec![to_region(0, iter_args), to_parent()]
        }
        Kind::If => match point {
            Point::Parent => {
                let else_region = ctx.region(op, 1);
                let second = if ctx.region_is_empty(else_region) {
                    to_parent()
                } else {
                    to_region(1, Vec::new())
                };
                vec![to_region(0, Vec::new()), second]
            }
            Point::Terminator(_) => vec![to_parent()],
        },
        Kind::While => {
            let before = || to_region(0, entry_args(ctx, ctx.region(op, 0)));
            match point {
                Point::Parent => vec![before()],
                Point::Terminator(t) => {
                    let in_after = ctx.op_region(t).is_some_and(|r| r == ctx.region(op, 1));
                    if in_after {
                        vec![before()]
                    } else {
                        vec![
                            to_parent(),
                            to_region(1, entry_args(ctx, ctx.region(op, 1))),
                        ]
                    }
                }
            }
        }
        Kind::ExecuteRegion => match point {
            Point::Parent => vec![to_region(0, Vec::new())],
            Point::Terminator(_) => vec![to_parent()],
        },
        Kind::IndexSwitch => match point {
            Point::Parent => (0..ctx.num_regions(op))
                .map(|i| to_region(i, Vec::new()))
                .collect(),
            Point::Terminator(_) => vec![to_parent()],
        },
    }
}

/// The operands forwarded from `point` (`getEntrySuccessorOperands` /
/// the terminator's `getSuccessorOperands`).
fn forwarded(ctx: &Context, op: Operation, kind: Kind, point: Point) -> Vec<Value> {
    match point {
        Point::Parent => match kind {
            Kind::For => ctx.operands(op).skip(3).collect(),
            Kind::While => ctx.operands(op).collect(),
            Kind::If | Kind::ExecuteRegion | Kind::IndexSwitch => Vec::new(),
        },
        Point::Terminator(t) => {
            if ctx.isa::<crate::scf::ConditionOp>(t) {
                ctx.operands(t).skip(1).collect()
            } else {
                ctx.operands(t).collect()
            }
        }
    }
}

/// `RegionBranchTerminatorOpInterface` ops of `scf`.
fn is_region_branch_terminator(ctx: &Context, op: Operation) -> bool {
    ctx.isa::<crate::scf::YieldOp>(op) || ctx.isa::<crate::scf::ConditionOp>(op)
}

/// `detail::verifyRegionBranchOpInterface`.
fn verify_region_branch(ctx: &Context, op: Operation, kind: Kind) -> VResult {
    let mut points = vec![Point::Parent];
    for r in ctx.regions(op) {
        for b in ctx.region_blocks(r) {
            if let Some(last) = ctx.block_last_op(b) {
                if is_region_branch_terminator(ctx, last) {
                    points.push(Point::Terminator(last));
                }
            }
        }
    }
    for point in points {
        let operands = forwarded(ctx, op, kind, point);
        let (from, at) = match point {
            Point::Parent => (None, ctx.op_loc(op)),
            Point::Terminator(t) => (Some(t), ctx.op_loc(t)),
        };
        let from = || match from {
            None => "parent".to_string(),
            Some(t) => format!("Operation {}", op_name(ctx, t)),
        };
        for succ in successors(ctx, op, kind, point) {
            let to = || match succ.region {
                Some(i) => format!("Region #{i}"),
                None => "parent".to_string(),
            };
            crate::region_branch::verify_edge_types(
                ctx,
                op,
                from,
                to,
                at,
                &operands,
                &succ.inputs,
            )?;
        }
    }
    Ok(())
}

// ----------------------------------------------------- LoopLikeOpInterface

/// `detail::verifyLoopLikeOpInterface`, given the op's inits, region
/// iteration arguments, yielded values and (for `scf.for`) loop results.
fn verify_loop_like(
    ctx: &Context,
    op: Operation,
    inits: &[Value],
    iter_args: &[Value],
    yielded: &[Value],
    loop_results: Option<&[Value]>,
) -> VResult {
    let err = |m: String| Err(ctx.emit_op_error(op, m));
    if inits.len() != iter_args.len() {
        return err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(res) = loop_results {
        if res.len() != iter_args.len() {
            return err(format!(
                "different number of loop results and region iter_args: {} != {}",
                res.len(),
                iter_args.len()
            ));
        }
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (ti, ta) = (ctx.value_type(init), ctx.value_type(arg));
        if ti != ta {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                quoted(ctx, ti),
                quoted(ctx, ta)
            ));
        }
        if !yielded.is_empty() {
            let ty = ctx.value_type(yielded[i]);
            if ta != ty {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    quoted(ctx, ta),
                    quoted(ctx, ty)
                ));
            }
        }
    }
    if let Some(res) = loop_results {
        // MLIR's loop over the results never advances its counter, so
        // every mismatch is reported as the 0-th.
        for (&arg, &r) in iter_args.iter().zip(res) {
            let (ta, tr) = (ctx.value_type(arg), ctx.value_type(r));
            if ta != tr {
                return err(format!(
                    "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                    quoted(ctx, ta),
                    quoted(ctx, tr)
                ));
            }
        }
    }
    Ok(())
}

// ----------------------------------------------------------------- ops

/// `ForOp::verify`.
pub fn verify_for(ctx: &Context, op: Operation) -> VResult {
    if ctx.num_operands(op).saturating_sub(3) != ctx.num_results(op) {
        return Err(ctx.emit_op_error(
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

/// `scf.for` after its regions: `LoopLikeOpInterface`,
/// `RegionBranchOpInterface`, then `ForOp::verifyRegions`.
pub fn verify_for_regions(ctx: &Context, op: Operation) -> VResult {
    let body = ctx.region(op, 0);
    let args = entry_args(ctx, body);
    let inits: Vec<Value> = ctx.operands(op).skip(3).collect();
    let iter_args: Vec<Value> = args.iter().skip(1).copied().collect();
    let yielded: Vec<Value> = terminator(ctx, body)
        .map(|t| ctx.operands(t).collect())
        .unwrap_or_default();
    let res = results(ctx, op);
    if args.is_empty() {
        // MLIR's `getRegionIterArgs` drops the induction variable from an
        // empty argument list, which wraps the size around.
        return Err(ctx.emit_op_error(
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                u64::MAX
            ),
        ));
    }
    verify_loop_like(ctx, op, &inits, &iter_args, &yielded, Some(&res))?;
    verify_region_branch(ctx, op, Kind::For)?;
    // ForOp::verifyRegions
    let lb = ctx.value_type(ctx.operand(op, 0));
    if args.first().map(|&iv| ctx.value_type(iv)) != Some(lb) {
        return Err(ctx.emit_op_error(
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    if iter_args.len() != res.len() {
        return Err(ctx.emit_op_error(
            op,
            "mismatch in number of basic block args and defined values",
        ));
    }
    for (i, ((&init, &arg), &r)) in inits.iter().zip(&iter_args).zip(&res).enumerate() {
        let tr = ctx.value_type(r);
        if ctx.value_type(init) != tr {
            return Err(ctx.emit_op_error(
                op,
                format!("types mismatch between {i}th iter operand and defined value"),
            ));
        }
        if ctx.value_type(arg) != tr {
            return Err(ctx.emit_op_error(
                op,
                format!("types mismatch between {i}th iter region arg and defined value"),
            ));
        }
    }
    Ok(())
}

/// `IfOp::verify`.
pub fn verify_if(ctx: &Context, op: Operation) -> VResult {
    if ctx.num_results(op) != 0 && ctx.region_is_empty(ctx.region(op, 1)) {
        return Err(ctx.emit_op_error(op, "must have an else block if defining values"));
    }
    Ok(())
}

/// `scf.if` after its regions: `RegionBranchOpInterface`.
pub fn verify_if_regions(ctx: &Context, op: Operation) -> VResult {
    verify_region_branch(ctx, op, Kind::If)
}

/// `verifyAndGetTerminator`: the first block of `region` must end with a
/// `name` op; otherwise `message`, with a note at the terminator.
fn expect_terminator<T: Op>(
    ctx: &Context,
    op: Operation,
    region: Region,
    message: &str,
) -> VResult {
    let term = terminator(ctx, region);
    if term.is_some_and(|t| ctx.isa::<T>(t)) {
        return Ok(());
    }
    let mut d = ctx.emit_op_error(op, message);
    if let Some(t) = term {
        d.attach_note(ctx.op_loc(t), "terminator here");
    }
    Err(d)
}

/// `WhileOp::verify`: the terminators of both regions.
pub fn verify_while(ctx: &Context, op: Operation) -> VResult {
    expect_terminator::<super::ConditionOp>(
        ctx,
        op,
        ctx.region(op, 0),
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    expect_terminator::<super::YieldOp>(
        ctx,
        op,
        ctx.region(op, 1),
        "expects the 'after' region to terminate with 'scf.yield'",
    )
}

/// `scf.while` after its regions: `RegionBranchOpInterface`, then
/// `LoopLikeOpInterface`.
pub fn verify_while_regions(ctx: &Context, op: Operation) -> VResult {
    verify_region_branch(ctx, op, Kind::While)?;
    let inits: Vec<Value> = ctx.operands(op).collect();
    let iter_args = entry_args(ctx, ctx.region(op, 0));
    let yielded: Vec<Value> = terminator(ctx, ctx.region(op, 1))
        .map(|t| ctx.operands(t).collect())
        .unwrap_or_default();
    verify_loop_like(ctx, op, &inits, &iter_args, &yielded, None)
}

/// `ExecuteRegionOp::verify`.
pub fn verify_execute_region(ctx: &Context, op: Operation) -> VResult {
    let region = ctx.region(op, 0);
    if ctx.region_is_empty(region) {
        return Err(ctx.emit_op_error(op, "region needs to have at least one block"));
    }
    if !entry_args(ctx, region).is_empty() {
        return Err(ctx.emit_op_error(op, "region cannot have any arguments"));
    }
    Ok(())
}

/// `scf.execute_region` after its region: `RegionBranchOpInterface`.
pub fn verify_execute_region_regions(ctx: &Context, op: Operation) -> VResult {
    verify_region_branch(ctx, op, Kind::ExecuteRegion)
}

// ------------------------------------------------------ scf.index_switch

/// `IndexSwitchOp::verify`: one value per case region, no duplicates, and
/// every region yielding the op's result types.
pub fn verify_index_switch(ctx: &Context, op: Operation) -> VResult {
    let cases = ctx
        .attr(op, "cases")
        .map(|a| super::syntax::i64_array(ctx, a))
        .unwrap_or_default();
    let case_regions = ctx.num_regions(op).saturating_sub(1);
    if cases.len() != case_regions {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "has {case_regions} case regions but {} case values",
                cases.len()
            ),
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for &v in &cases {
        if !seen.insert(v) {
            return Err(ctx.emit_op_error(op, format!("has duplicate case value: {v}")));
        }
    }
    let results: Vec<Type> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
    let verify_region = |region: Region, name: &str| -> VResult {
        let Some(last) = terminator(ctx, region) else {
            return Ok(());
        };
        if !ctx.isa::<crate::scf::YieldOp>(last) {
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    op_name(ctx, last)
                ),
            ));
        }
        let yielded: Vec<Type> = ctx.operands(last).map(|v| ctx.value_type(v)).collect();
        if yielded.len() != results.len() {
            let mut d = ctx.emit_op_error(
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    yielded.len()
                ),
            );
            d.attach_note(ctx.op_loc(last), "see yield operation here");
            return Err(d);
        }
        for (idx, (&r, &y)) in results.iter().zip(&yielded).enumerate() {
            if r != y {
                let mut d = ctx.emit_op_error(
                    op,
                    format!(
                        "expected result #{idx} of each region to be {}",
                        quoted(ctx, r)
                    ),
                );
                d.attach_note(
                    ctx.op_loc(last),
                    format!("{name} returns {} here", quoted(ctx, y)),
                );
                return Err(d);
            }
        }
        Ok(())
    };
    let regions: Vec<Region> = ctx.regions(op).collect();
    if let Some(&r) = regions.first() {
        verify_region(r, "default region")?;
    }
    for (idx, &r) in regions.iter().skip(1).enumerate() {
        verify_region(r, &format!("case region #{idx}"))?;
    }
    Ok(())
}

/// `scf.index_switch` after its regions: `RegionBranchOpInterface`.
pub fn verify_index_switch_regions(ctx: &Context, op: Operation) -> VResult {
    verify_region_branch(ctx, op, Kind::IndexSwitch)
}

// ---------------------------------------------------------- scf.parallel

/// The value of an integer constant defining `v` (MLIR
/// `getConstantIntValue`: a `ConstantLike` op with an integer `value`).
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    if !ctx.has_trait(def, ods::ir::OpTraits::CONSTANT_LIKE) {
        return None;
    }
    match ctx.attr(def, "value").map(|a| ctx.attr_kind(a)) {
        Some(ods::ir::AttrKind::Integer { value, .. }) => Some(value.sext_u64()),
        _ => None,
    }
}

/// `ParallelOp::verify`.
pub fn verify_parallel(ctx: &Context, op: Operation) -> VResult {
    let groups = super::syntax::parallel_groups(ctx, op);
    let operands: Vec<Value> = ctx.operands(op).collect();
    let steps = &operands[groups[2].clone()];
    if steps.is_empty() {
        return Err(ctx.emit_op_error(
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for &s in steps {
        if constant_int(ctx, s).is_some_and(|c| c <= 0) {
            return Err(ctx.emit_op_error(op, "constant step operand must be positive"));
        }
    }
    let body = ctx.region(op, 0);
    let args = entry_args(ctx, body);
    if args.len() != steps.len() {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    if args.iter().any(|&a| !ctx.is_index(ctx.value_type(a))) {
        return Err(ctx.emit_op_error(
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    expect_terminator::<super::ReduceOp>(
        ctx,
        op,
        body,
        "expects body to terminate with 'scf.reduce'",
    )?;
    let Some(reduce) = terminator(ctx, body) else {
        return Ok(());
    };
    let results = ctx.num_results(op);
    let reductions = ctx.num_regions(reduce);
    let inits = groups[3].len();
    if results != reductions {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expects number of results: {results} to be the same as number of reductions: {reductions}"
            ),
        ));
    }
    if results != inits {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expects number of results: {results} to be the same as number of initial values: {inits}"
            ),
        ));
    }
    for i in 0..reductions {
        let result_ty = ctx.value_type(ctx.result(op, i));
        let Some(operand) = ctx.operands(reduce).nth(i) else {
            break;
        };
        let operand_ty = ctx.value_type(operand);
        if result_ty != operand_ty {
            return Err(ctx.emit_op_error(
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    quoted(ctx, operand_ty),
                    quoted(ctx, result_ty)
                ),
            ));
        }
    }
    Ok(())
}

/// `ReduceOp::verifyRegions`: one region per operand, each taking two
/// arguments of its operand's type and ending with `scf.reduce.return`.
pub fn verify_reduce_regions(ctx: &Context, op: Operation) -> VResult {
    let (regions, operands) = (ctx.num_regions(op), ctx.num_operands(op));
    if regions != operands {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expects number of reduction regions: {regions} to be the same as number of reduction operands: {operands}"
            ),
        ));
    }
    for (i, r) in ctx.regions(op).enumerate() {
        let Some(ty) = ctx.operands(op).nth(i).map(|v| ctx.value_type(v)) else {
            break;
        };
        let Some(&block) = ctx.region_blocks(r).first() else {
            continue;
        };
        let Some(last) = ctx.block_last_op(block) else {
            return Err(ctx.emit_op_error(op, format!("{i}-th reduction has an empty body")));
        };
        let args = ctx.block_args(block);
        if args.len() != 2 || args.iter().any(|&a| ctx.value_type(a) != ty) {
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "expected two block arguments with type {} in the {i}-th reduction region",
                    quoted(ctx, ty)
                ),
            ));
        }
        if !ctx.isa::<crate::scf::ReduceReturnOp>(last) {
            return Err(ctx.emit_op_error(
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

/// `ReduceReturnOp::verify`: the reduction's argument type.
pub fn verify_reduce_return(ctx: &Context, op: Operation) -> VResult {
    let Some(block) = ctx.op_block(op) else {
        return Ok(());
    };
    let Some(&arg) = ctx.block_args(block).first() else {
        return Ok(());
    };
    let expected = ctx.value_type(arg);
    if ctx.num_operands(op) == 1 && ctx.value_type(ctx.operand(op, 0)) != expected {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "must have type {} (the type of the reduction inputs)",
                quoted(ctx, expected)
            ),
        ));
    }
    Ok(())
}
