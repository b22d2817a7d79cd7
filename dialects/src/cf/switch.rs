//! `cf.switch` (`ControlFlowOps.cpp`): its `SwitchOpCases` syntax, the
//! `BranchOpInterface` model (default operands, then one segment of
//! `caseOperands` per case, sized by `case_operand_segments`), the
//! verifier and the canonicalization patterns.

use ods::asm::lexer::TokenKind;
use ods::asm::{AliasVisit, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods::diag::Diagnostic;
use ods::ir::{
    AttrKind, Attribute, Block, Context, Operation, OperationState, Type, TypeKind, Value,
};
use ods::opdef::{segment_sizes, OPERAND_SEGMENT_SIZES};
use ods::rewrite::fold::constant_value;
use ods::rewrite::region::BranchOpInterface;
use ods::rewrite::{PatternRewriter, RewritePatternSet};
use ods::support::apint::APInt;
use std::collections::HashSet;
use std::ops::Range;

ods::attr_constraint!(
    /// `AnyIntElementsAttr`: a dense elements attribute of integers.
    AnyIntElementsAttr, "integer elements attribute",
    |c, a| matches!(c.attr_kind(a), AttrKind::DenseIntOrFP { ty, .. }
        if c.shaped_info(*ty).is_some_and(|(_, e)| matches!(
            c.type_kind(e),
            TypeKind::Integer { .. } | TypeKind::Index
        )))
);

/// The `defaultOperands` / `caseOperands` sizes (from
/// `operandSegmentSizes`; all default when it is missing or malformed).
fn segments(ctx: &Context, op: Operation) -> (usize, usize) {
    match segment_sizes(ctx, op, OPERAND_SEGMENT_SIZES).as_deref() {
        Some([_, d, c]) => (*d as usize, *c as usize),
        _ => (ctx.num_operands(op).saturating_sub(1), 0),
    }
}

/// `case_operand_segments`: the operand count of each case.
pub fn case_segments(ctx: &Context, op: Operation) -> Vec<usize> {
    ctx.attr(op, "case_operand_segments")
        .and_then(|a| ods::opdef::constraint::attrs::dense_array_values(ctx, a))
        .map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
        .unwrap_or_default()
}

/// The case values (`None` without `case_values`), expanded from a splat.
pub fn case_values(ctx: &Context, op: Operation) -> Option<Vec<APInt>> {
    let a = ctx.attr(op, "case_values")?;
    let AttrKind::DenseIntOrFP { ty, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let n: i64 = ctx
        .shaped_info(*ty)
        .map(|(s, _)| s.iter().product())
        .unwrap_or(0);
    match crate::arith::eval::Constant::from_attr(ctx, a)? {
        crate::arith::eval::Constant::Elements { values, splat, .. } => {
            let ints: Vec<APInt> = values
                .into_iter()
                .filter_map(|v| match v {
                    crate::arith::eval::Scalar::Int(i) => Some(i),
                    _ => None,
                })
                .collect();
            if splat {
                let v = ints.first()?.clone();
                Some(vec![v; n.max(0) as usize])
            } else {
                Some(ints)
            }
        }
        _ => None,
    }
}

/// `cf.switch`: successor 0 takes the default operands, successor `k`
/// the `k-1`-th segment of the case operands.
pub struct SwitchModel;

impl BranchOpInterface for SwitchModel {
    fn successor_operands(&self, ctx: &Context, op: Operation, index: usize) -> Range<usize> {
        let (d, c) = segments(ctx, op);
        if index == 0 {
            return 1..1 + d;
        }
        let segs = case_segments(ctx, op);
        let start = 1 + d + segs.iter().take(index - 1).sum::<usize>();
        let len = segs.get(index - 1).copied().unwrap_or(0);
        let end = (start + len).min(1 + d + c).max(start);
        start..end
    }

    /// Also shrinks the segment the operand belonged to.
    fn erase_successor_operand(&self, ctx: &mut Context, op: Operation, index: usize, arg: usize) {
        let at = self.successor_operands(ctx, op, index).start + arg;
        let mut operands: Vec<Value> = ctx.operands(op).collect();
        if at >= operands.len() {
            return;
        }
        operands.remove(at);
        ctx.set_operands(op, &operands);
        let (mut d, mut c) = segments(ctx, op);
        let mut segs = case_segments(ctx, op);
        if index == 0 {
            d = d.saturating_sub(1);
        } else {
            c = c.saturating_sub(1);
            if let Some(s) = segs.get_mut(index - 1) {
                *s = s.saturating_sub(1);
            }
        }
        let sizes = ods::opdef::build::segment_attr(ctx, OPERAND_SEGMENT_SIZES, &[1, d, c]);
        ctx.set_attr(op, OPERAND_SEGMENT_SIZES, sizes.value);
        let i32t = ctx.int_type(32);
        let data: Vec<u8> = segs
            .iter()
            .flat_map(|&s| (s as i32).to_le_bytes())
            .collect();
        let a = ctx.intern_attr(AttrKind::DenseArray {
            elem: i32t,
            len: segs.len() as u64,
            data: data.into(),
        });
        ctx.set_attr(op, "case_operand_segments", a);
    }
}

/// The verifier: the `VariadicOfVariadic` size check, then
/// `BranchOpInterface` (operands against the destinations' arguments),
/// then `SwitchOp::verify` (case values against the flag and the
/// destinations).
pub fn verify_switch(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let (_, c) = segments(ctx, op);
    let total: usize = case_segments(ctx, op).iter().sum();
    if total != c {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "caseOperands count ({c}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"
            ),
        ));
    }
    super::branch::verify_successor_operands(ctx, op, &SwitchModel)?;
    let destinations = ctx.num_successors(op).saturating_sub(1);
    let Some(a) = ctx.attr(op, "case_values") else {
        if destinations == 0 {
            return Ok(());
        }
        return Err(ctx.emit_op_error(
            op,
            format!(
                "number of case values (0) should match number of case destinations ({destinations})"
            ),
        ));
    };
    let flag_ty = ctx.value_type(ctx.operand(op, 0));
    let value_ty = ctx
        .attr_type(a)
        .and_then(|t| ctx.shaped_info(t))
        .map(|(_, e)| e);
    if let Some(vt) = value_ty {
        if vt != flag_ty {
            let show = |t: Type| format!("'{}'", ods::asm::print_type_local(ctx, t));
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "'flag' type ({}) should match case value type ({})",
                    show(flag_ty),
                    show(vt)
                ),
            ));
        }
    }
    let n = case_values(ctx, op).map_or(0, |v| v.len());
    if n != destinations {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "number of case values ({n}) should match number of case destinations ({destinations})"
            ),
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------- syntax

fn named(ctx: &mut Context, name: &str, value: Attribute) -> ods::ir::NamedAttribute {
    ods::ir::NamedAttribute {
        name: ctx.intern(name.as_bytes()),
        value,
    }
}

/// `^bb (`(` operands `:` types `)`)?` of `parseSwitchOpCases`.
fn parse_destination(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
) -> PResult<(Block, Vec<UnresolvedOperand>, Vec<Type>)> {
    let dest = p.parse_successor()?;
    let (mut operands, mut types) = (Vec::new(), Vec::new());
    if p.consume_if(TokenKind::LParen) {
        operands = p.parse_operand_list()?;
        p.parse_punct(TokenKind::Colon)?;
        types = p.parse_type_list()?;
        p.parse_punct(TokenKind::RParen)?;
    }
    Ok((dest, operands, types))
}

/// `cf.switch %flag : type, [ default: ^bb(...), 42: ^bb(...), ... ]
/// attr-dict` (the declarative format of `ControlFlowOps.td` around the
/// `SwitchOpCases` directive). Case values are read as `int64_t` and
/// truncated (or sign-extended) to the flag's width.
pub fn parse_switch(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let flag = p.parse_operand()?;
    p.parse_punct(TokenKind::Colon)?;
    let flag_ty =
        ods::opdef::constraint::types::parse_type_of_class(p, Some("builtin.integer"), |k| {
            matches!(k, TypeKind::Integer { .. })
        })?;
    p.parse_punct(TokenKind::Comma)?;
    p.parse_punct(TokenKind::LSquare)?;
    let cases_pos = p.current_position();
    p.parse_keyword("default")?;
    p.parse_punct(TokenKind::Colon)?;
    let (default_dest, default_ops, default_types) = parse_destination(p)?;
    let width = match p.ctx_ref().type_kind(flag_ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let mut values: Vec<u64> = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut case_types: Vec<Vec<Type>> = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        let v = p.parse_integer()?;
        values.push(v as u64);
        p.parse_punct(TokenKind::Colon)?;
        let (d, ops, tys) = parse_destination(p)?;
        dests.push(d);
        case_ops.push(ops);
        case_types.push(tys);
    }
    p.parse_punct(TokenKind::RSquare)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.resolve_operands(&[flag], &[flag_ty], &mut state.operands)?;
    p.resolve_operand_range(&default_ops, &default_types, cases_pos, &mut state.operands)?;
    let all_ops: Vec<UnresolvedOperand> = case_ops.iter().flatten().cloned().collect();
    let all_types: Vec<Type> = case_types.iter().flatten().copied().collect();
    p.resolve_operand_range(&all_ops, &all_types, cases_pos, &mut state.operands)?;
    let ctx = p.ctx();
    if !values.is_empty() {
        let vt = ctx.vector_type(&[values.len() as i64], flag_ty, &[false]);
        let bytes = (width as usize).div_ceil(8).max(1);
        let mut data = Vec::with_capacity(values.len() * bytes);
        for v in &values {
            // `APInt(bitWidth, value, /*isSigned=*/true)`: truncated, or
            // sign-extended beyond 64 bits
            let fill = if (*v as i64) < 0 { 0xff } else { 0 };
            let v = if width < 64 {
                v & ((1u64 << width) - 1)
            } else {
                *v
            };
            let mut le = v.to_le_bytes().to_vec();
            le.resize(bytes.max(8), fill);
            data.extend_from_slice(&le[..bytes]);
        }
        let attr = ods::asm::make_dense(ctx, vt, data, bytes);
        let a = named(ctx, "case_values", attr);
        state.attributes.push(a);
    }
    let i32t = ctx.int_type(32);
    let data: Vec<u8> = case_ops
        .iter()
        .flat_map(|o| (o.len() as i32).to_le_bytes())
        .collect();
    let segs = ctx.intern_attr(AttrKind::DenseArray {
        elem: i32t,
        len: case_ops.len() as u64,
        data: data.into(),
    });
    let a = named(ctx, "case_operand_segments", segs);
    state.attributes.push(a);
    let sizes = ods::opdef::build::segment_attr(
        ctx,
        OPERAND_SEGMENT_SIZES,
        &[1, default_ops.len(), all_ops.len()],
    );
    state.attributes.push(sizes);
    state.successors.push(default_dest);
    state.successors.extend(dests);
    Ok(())
}

/// `printSuccessorAndUseList`: `^bb1` or `^bb1(%a, %b : i32, i32)`.
fn print_destination(p: &mut OpAsmPrinter<'_, '_, '_>, dest: Block, operands: &[Value]) {
    p.print_successor(dest);
    if operands.is_empty() {
        return;
    }
    let ctx = p.ctx();
    p.write("(");
    p.print_operands(operands);
    p.write(" : ");
    let types: Vec<Type> = operands.iter().map(|&v| ctx.value_type(v)).collect();
    p.print_types(&types);
    p.write(")");
}

/// `APInt::getLimitedValue()`: the value zero-extended, saturated at
/// `u64::MAX`.
fn limited_value(v: &APInt) -> u64 {
    v.to_u64().unwrap_or(u64::MAX)
}

/// Prints `cf.switch` as `printSwitchOpCases` and the surrounding format
/// do (case values unsigned).
pub fn print_switch(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    p.write(" ");
    p.print_operand(operands[0]);
    p.write(" : ");
    p.print_type(ctx.value_type(operands[0]));
    p.write(", [");
    p.print_newline();
    p.write("  default: ");
    let range = SwitchModel.successor_operands(ctx, op, 0);
    print_destination(p, ctx.successor(op, 0), &operands[range]);
    if let Some(values) = case_values(ctx, op) {
        for (i, v) in values.iter().enumerate() {
            p.write(",");
            p.print_newline();
            p.write("  ");
            p.write(&limited_value(v).to_string());
            p.write(": ");
            if i + 1 < ctx.num_successors(op) {
                let range = SwitchModel.successor_operands(ctx, op, i + 1);
                print_destination(p, ctx.successor(op, i + 1), &operands[range]);
            }
        }
        p.print_newline();
    }
    p.write("]");
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "case_values",
            "case_operand_segments",
            OPERAND_SEGMENT_SIZES,
        ],
    );
}

/// What [`print_switch`] prints, for alias collection.
pub fn switch_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = ctx
        .operands(op)
        .map(|x| AliasVisit::Type(ctx.value_type(x)))
        .collect();
    v.extend(
        ods::builtin::all_attrs(ctx, op)
            .into_iter()
            .filter(|a| {
                !matches!(
                    ctx.str(a.name),
                    b"case_values" | b"case_operand_segments" | b"operandSegmentSizes"
                )
            })
            .map(|a| AliasVisit::Attr(a.value)),
    );
    v
}

// -------------------------------------------------------------- patterns

/// The operands, destination and value of each case of a `cf.switch`
/// (values missing when `case_values` is).
struct Cases {
    default: (Block, Vec<Value>),
    dests: Vec<Block>,
    operands: Vec<Vec<Value>>,
    values: Vec<APInt>,
}

fn switch_cases(rw: &PatternRewriter<'_>, op: Operation) -> Cases {
    let operands_of = |s: usize| -> Vec<Value> {
        SwitchModel
            .successor_operands(rw, op, s)
            .map(|k| rw.operand(op, k))
            .collect()
    };
    let n = rw.num_successors(op);
    Cases {
        default: (rw.successor(op, 0), operands_of(0)),
        dests: (1..n).map(|s| rw.successor(op, s)).collect(),
        operands: (1..n).map(operands_of).collect(),
        values: case_values(rw, op).unwrap_or_default(),
    }
}

/// The `case_values` of a rebuilt switch: kept as they are, or new values
/// (a `vector<N x flag type>`, none when there are no cases).
enum NewValues {
    Keep,
    Values(Vec<APInt>),
}

/// A `cf.switch` on the flag of `from` (`SwitchOp::build`: the attributes
/// of `from` besides the case values are not kept).
fn switch_state(
    rw: &mut PatternRewriter<'_>,
    from: Operation,
    values: NewValues,
    default: (Block, Vec<Value>),
    dests: Vec<Block>,
    operands: Vec<Vec<Value>>,
) -> OperationState {
    let loc = rw.op_loc(from);
    let flag = rw.operand(from, 0);
    let values = match values {
        NewValues::Keep => rw.attr(from, "case_values"),
        NewValues::Values(v) if v.is_empty() => None,
        NewValues::Values(v) => {
            let flag_ty = rw.value_type(flag);
            let ctx = rw.ctx_mut();
            let bytes = ods::asm::dense_elem_bytes(ctx, flag_ty).unwrap_or(8);
            let mut data = Vec::with_capacity(v.len() * bytes);
            for x in &v {
                x.write_le_bytes(&mut data, bytes);
            }
            let vt = ctx.vector_type(&[v.len() as i64], flag_ty, &[false]);
            Some(ods::asm::make_dense(ctx, vt, data, bytes))
        }
    };
    let ctx = rw.ctx_mut();
    let name = ctx.op_name(crate::cf::SwitchOp::NAME_BYTES);
    let mut state = OperationState::new(loc, name);
    state.operands.push(flag);
    state.operands.extend(default.1.iter().copied());
    state.operands.extend(operands.iter().flatten().copied());
    state.successors.push(default.0);
    state.successors.extend(dests);
    if let Some(v) = values {
        let a = named(ctx, "case_values", v);
        state.attributes.push(a);
    }
    let segs: Vec<i32> = operands.iter().map(|o| o.len() as i32).collect();
    let segs = super::branch::i32_array(ctx, &segs);
    let a = named(ctx, "case_operand_segments", segs);
    state.attributes.push(a);
    let total = operands.iter().map(Vec::len).sum();
    let sizes =
        ods::opdef::build::segment_attr(ctx, OPERAND_SEGMENT_SIZES, &[1, default.1.len(), total]);
    state.attributes.push(sizes);
    state
}

/// Replaces `op` by the switch keeping only the cases `keep` accepts;
/// fails when it accepts them all.
fn retain_cases(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    keep: impl Fn(&Cases, usize) -> bool,
) -> bool {
    let cases = switch_cases(rw, op);
    let kept: Vec<usize> = (0..cases.values.len().min(cases.dests.len()))
        .filter(|&i| keep(&cases, i))
        .collect();
    if kept.len() == cases.values.len() {
        return false;
    }
    let values = kept.iter().map(|&i| cases.values[i].clone()).collect();
    let dests = kept.iter().map(|&i| cases.dests[i]).collect();
    let operands = kept.iter().map(|&i| cases.operands[i].clone()).collect();
    let state = switch_state(
        rw,
        op,
        NewValues::Values(values),
        cases.default,
        dests,
        operands,
    );
    rw.replace_op_with_new(op, state);
    true
}

/// Replaces `op` by a `cf.br` to `dest` forwarding `operands`.
fn replace_with_branch(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    (dest, operands): (Block, Vec<Value>),
) -> bool {
    super::branch::replace_with_branch(rw, op, dest, &operands)
}

/// `simplifySwitchWithOnlyDefault`: a switch without cases is a branch to
/// its default.
fn only_default(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.num_successors(op) > 1 {
        return false;
    }
    let default = switch_cases(rw, op).default;
    replace_with_branch(rw, op, default)
}

/// `dropSwitchCasesThatMatchDefault`: cases going to the default
/// destination with the default's operands are dropped.
fn drop_cases_matching_default(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    retain_cases(rw, op, |c, i| {
        c.dests[i] != c.default.0 || c.operands[i] != c.default.1
    })
}

/// `foldSwitch`: `op` becomes a branch to the first case of `value`, or
/// to the default when no case has it.
fn fold_to_value(rw: &mut PatternRewriter<'_>, op: Operation, value: &APInt) -> bool {
    let cases = switch_cases(rw, op);
    let taken = match cases.values.iter().position(|v| v == value) {
        Some(i) if i < cases.dests.len() => (cases.dests[i], cases.operands[i].clone()),
        _ => cases.default,
    };
    replace_with_branch(rw, op, taken)
}

/// `simplifyConstSwitchValue`: a switch on a constant integer branches to
/// the case it selects.
fn const_flag(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let flag = rw.operand(op, 0);
    let Some(a) = constant_value(rw.ctx_mut(), flag) else {
        return false;
    };
    let AttrKind::Integer { value, .. } = rw.attr_kind(a) else {
        return false;
    };
    let value = value.clone();
    fold_to_value(rw, op, &value)
}

/// `simplifyPassThroughSwitch`: each destination that only branches on
/// is replaced by the final destination (case values kept as they are).
fn pass_through_switch(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let cases = switch_cases(rw, op);
    let mut changed = false;
    let mut collapse = |(dest, operands): (Block, Vec<Value>)| match super::branch::collapse_branch(
        rw, dest, &operands,
    ) {
        Some(c) => {
            changed = true;
            c
        }
        None => (dest, operands),
    };
    let (dests, operands): (Vec<Block>, Vec<Vec<Value>>) = cases
        .dests
        .into_iter()
        .zip(cases.operands)
        .map(&mut collapse)
        .unzip();
    let default = collapse(cases.default);
    if !changed {
        return false;
    }
    let state = switch_state(rw, op, NewValues::Keep, default, dests, operands);
    rw.replace_op_with_new(op, state);
    true
}

/// The block of `op` and the cases of the `cf.switch` on the same flag
/// ending its single predecessor, when the edge into the block is (or,
/// with `through_default` false, is not) that switch's default.
fn same_flag_predecessor(
    rw: &PatternRewriter<'_>,
    op: Operation,
    through_default: bool,
) -> Option<(Block, Cases)> {
    let (block, pred) =
        super::branch::single_pred_branch_on_same_operand(rw, op, crate::cf::SwitchOp::NAME_BYTES)?;
    if (rw.successor(pred, 0) == block) != through_default {
        return None;
    }
    Some((block, switch_cases(rw, pred)))
}

/// `simplifySwitchFromSwitchOnSameCondition`: a block reached only
/// through a case of a switch on the same flag knows the flag's value (the
/// first case to that block), so its switch becomes a branch.
fn same_flag_case(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((block, pred_cases)) = same_flag_predecessor(rw, op, false) else {
        return false;
    };
    match pred_cases.dests.iter().position(|&d| d == block) {
        Some(i) if i < pred_cases.values.len() => fold_to_value(rw, op, &pred_cases.values[i]),
        _ => {
            let default = switch_cases(rw, op).default;
            replace_with_branch(rw, op, default)
        }
    }
}

/// `simplifySwitchFromDefaultSwitchOnSameCondition`: a block reached only
/// through the default of a switch on the same flag drops the cases of the
/// values that switch sends elsewhere.
fn same_flag_default(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((block, pred_cases)) = same_flag_predecessor(rw, op, true) else {
        return false;
    };
    let impossible: HashSet<APInt> = pred_cases
        .values
        .into_iter()
        .zip(pred_cases.dests)
        .filter(|&(_, d)| d != block)
        .map(|(v, _)| v)
        .collect();
    retain_cases(rw, op, |c, i| !impossible.contains(&c.values[i]))
}

/// `cf.switch`'s canonicalization patterns, in MLIR's order.
pub fn switch_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "simplifySwitchWithOnlyDefault",
        crate::cf::SwitchOp::NAME,
        only_default,
    );
    set.add_fn(
        "dropSwitchCasesThatMatchDefault",
        crate::cf::SwitchOp::NAME,
        drop_cases_matching_default,
    );
    set.add_fn(
        "simplifyConstSwitchValue",
        crate::cf::SwitchOp::NAME,
        const_flag,
    );
    set.add_fn(
        "simplifyPassThroughSwitch",
        crate::cf::SwitchOp::NAME,
        pass_through_switch,
    );
    set.add_fn(
        "simplifySwitchFromSwitchOnSameCondition",
        crate::cf::SwitchOp::NAME,
        same_flag_case,
    );
    set.add_fn(
        "simplifySwitchFromDefaultSwitchOnSameCondition",
        crate::cf::SwitchOp::NAME,
        same_flag_default,
    );
}
