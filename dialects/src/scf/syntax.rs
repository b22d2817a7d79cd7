//! The hand-written syntaxes of `scf` (`SCF.cpp`): `scf.for`, `scf.if`,
//! `scf.while` and `scf.execute_region`, with the alias visits that mirror
//! what each printer prints (MLIR's dummy alias printer runs the op's
//! printer, so aliases are numbered in that order).

use crate::single_block::ensure_terminator;
use ods::asm::lexer::TokenKind;
use ods::asm::{AliasVisit, Argument, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods::ir::{
    Context, NamedAttribute, OpTraits, Operation, OperationState, Region, Type, TypeKind, Value,
};
use smallvec::SmallVec;

fn named(ctx: &mut Context, name: &str, value: ods::ir::Attribute) -> NamedAttribute {
    NamedAttribute {
        name: ctx.intern(name.as_bytes()),
        value,
    }
}

fn arg(ssa: UnresolvedOperand, ty: Type) -> Argument {
    Argument {
        ssa: Some(ssa),
        ty,
        attrs: Vec::new(),
        loc: None,
    }
}

fn result_types(ctx: &Context, op: Operation) -> Vec<Type> {
    ctx.results(op).map(|v| ctx.value_type(v)).collect()
}

fn value_types(ctx: &Context, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|&v| ctx.value_type(v)).collect()
}

/// `printOptionalArrowTypeList`: ` -> t` or ` -> (t1, t2)` (parenthesized
/// when there is not exactly one type, or the one type is a function type).
fn print_optional_arrow_type_list(p: &mut OpAsmPrinter<'_, '_, '_>, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    p.write(" -> ");
    let wrap = types.len() != 1 || matches!(p.ctx().type_kind(types[0]), TypeKind::Function { .. });
    if wrap {
        p.write("(");
    }
    p.print_types(types);
    if wrap {
        p.write(")");
    }
}

/// The attributes an `attr-dict` prints: all, minus `elided`.
fn attr_visits(ctx: &Context, op: Operation, elided: &[&str]) -> Vec<AliasVisit> {
    ods::builtin::all_attrs(ctx, op)
        .into_iter()
        .filter(|a| !elided.iter().any(|e| e.as_bytes() == ctx.str(a.name)))
        .map(|a| AliasVisit::Attr(a.value))
        .collect()
}

// ------------------------------------------------------------ scf.for

/// `scf.for [unsigned] %iv = %lb to %ub step %step
///   [iter_args(%arg = %init, ...) -> (types)] [: type] region attr-dict`.
pub fn parse_for(p: &mut OpAsmParser<'_, '_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    if p.parse_optional_keyword("unsigned") {
        let unit = p.ctx().unit_attr();
        let a = named(p.ctx(), "unsignedCmp", unit);
        state.attributes.push(a);
    }
    let iv = p.parse_operand()?;
    p.parse_punct(TokenKind::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;

    let mut iter_args: Vec<UnresolvedOperand> = Vec::new();
    let mut inits: Vec<UnresolvedOperand> = Vec::new();
    let has_iter_args = p.parse_optional_keyword("iter_args");
    if has_iter_args {
        let (lhs, rhs) = p.parse_assignment_list()?;
        iter_args = lhs;
        inits = rhs;
        let types = p.parse_arrow_type_list()?;
        state.types.extend(types);
    }
    if iter_args.len() != state.types.len() {
        return p
            .emit_error_at_name("mismatch in number of loop-carried values and defined values");
    }
    let ty = if p.parse_optional_punct(TokenKind::Colon) {
        p.parse_type()?
    } else {
        p.ctx().index_type()
    };
    p.resolve_operands(&[lb, ub, step], &[ty, ty, ty], &mut state.operands)?;
    let mut args = vec![arg(iv, ty)];
    for (i, init) in inits.iter().enumerate() {
        let t = state.types[i];
        args.push(arg(iter_args[i].clone(), t));
        p.resolve_operands(std::slice::from_ref(init), &[t], &mut state.operands)?;
    }
    let body = p.ctx().create_region();
    p.parse_region_with_args(body, &args, false)?;
    let loc = state.loc;
    ensure_terminator(p.ctx(), body, loc, crate::scf::YieldOp::NAME);
    state.regions.push(body);
    p.parse_optional_attr_dict(&mut state.attributes)
}

/// Prints `scf.for`.
pub fn print_for(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let body = ctx.region(op, 0);
    let Some(&block) = ctx.region_blocks(body).first() else {
        return;
    };
    let bargs = ctx.block_args(block).to_vec();
    let operands: Vec<Value> = ctx.operands(op).collect();
    p.write(" ");
    if ctx.attr(op, "unsignedCmp").is_some() {
        p.write("unsigned ");
    }
    if let Some(&iv) = bargs.first() {
        p.print_operand(iv);
    }
    p.write(" = ");
    p.print_operand(operands[0]);
    p.write(" to ");
    p.print_operand(operands[1]);
    p.write(" step ");
    p.print_operand(operands[2]);
    let inits = &operands[3..];
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, (&a, &v)) in bargs.iter().skip(1).zip(inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(")");
        p.write(" -> (");
        let ts = value_types(ctx, inits);
        p.print_types(&ts);
        p.write(")");
    }
    p.write(" ");
    if let Some(&iv) = bargs.first() {
        let t = ctx.value_type(iv);
        if !ctx.is_index(t) {
            p.write(" : ");
            p.print_type(t);
            p.write(" ");
        }
    }
    p.print_region(body, false, !inits.is_empty(), false);
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &["unsignedCmp"]);
}

/// What [`print_for`] prints, for alias collection.
pub fn for_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v = Vec::new();
    let operands: Vec<Value> = ctx.operands(op).collect();
    for &init in operands.iter().skip(3) {
        v.push(AliasVisit::Type(ctx.value_type(init)));
    }
    let body = ctx.region(op, 0);
    if let Some(&block) = ctx.region_blocks(body).first() {
        if let Some(&iv) = ctx.block_args(block).first() {
            let t = ctx.value_type(iv);
            if !ctx.is_index(t) {
                v.push(AliasVisit::Type(t));
            }
        }
    }
    v.push(AliasVisit::RegionNoEntryArgs(body));
    v.extend(attr_visits(ctx, op, &["unsignedCmp"]));
    v
}

// ------------------------------------------------------------- scf.if

/// `scf.if %cond [-> (types)] region [else region] attr-dict`.
pub fn parse_if(p: &mut OpAsmParser<'_, '_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let then_region = p.ctx().create_region();
    let else_region = p.ctx().create_region();
    let cond = p.parse_operand()?;
    let i1 = p.ctx().int_type(1);
    p.resolve_operands(&[cond], &[i1], &mut state.operands)?;
    let types = p.parse_optional_arrow_type_list()?;
    state.types.extend(types);
    let loc = state.loc;
    p.parse_region(then_region)?;
    ensure_terminator(p.ctx(), then_region, loc, crate::scf::YieldOp::NAME);
    if p.parse_optional_keyword("else") {
        p.parse_region(else_region)?;
        ensure_terminator(p.ctx(), else_region, loc, crate::scf::YieldOp::NAME);
    }
    state.regions.push(then_region);
    state.regions.push(else_region);
    p.parse_optional_attr_dict(&mut state.attributes)
}

/// Prints `scf.if`: the `scf.yield`s are printed only when the op has
/// results.
pub fn print_if(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let cond = ctx.operand(op, 0);
    p.write(" ");
    p.print_operand(cond);
    let results = result_types(ctx, op);
    let print_terminators = !results.is_empty();
    if print_terminators {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region(ctx.region(op, 0), false, print_terminators, false);
    let else_region = ctx.region(op, 1);
    if !ctx.region_is_empty(else_region) {
        p.write(" else ");
        p.print_region(else_region, false, print_terminators, false);
    }
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// What [`print_if`] prints, for alias collection.
pub fn if_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = result_types(ctx, op)
        .into_iter()
        .map(AliasVisit::Type)
        .collect();
    v.push(AliasVisit::RegionNoEntryArgs(ctx.region(op, 0)));
    let else_region = ctx.region(op, 1);
    if !ctx.region_is_empty(else_region) {
        v.push(AliasVisit::RegionNoEntryArgs(else_region));
    }
    v.extend(attr_visits(ctx, op, &[]));
    v
}

// ---------------------------------------------------------- scf.while

/// `scf.while [(%arg = %init, ...)] : (types) -> types region do region
/// [attributes {...}]`.
pub fn parse_while(p: &mut OpAsmParser<'_, '_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let before = p.ctx().create_region();
    let after = p.ctx().create_region();
    let (region_args, operands) = p.parse_optional_assignment_list()?.unwrap_or_default();
    let type_pos = p.current_position();
    p.parse_punct(TokenKind::Colon)?;
    let ty = p.parse_type()?;
    let (inputs, results) = match p.ctx_ref().type_kind(ty) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => {
            let found = ods::asm::print_type_local(p.ctx_ref(), ty);
            return p.emit_error_at(
                type_pos,
                format!(
                    "invalid kind of type specified: expected builtin.function, but found '{found}'"
                ),
            );
        }
    };
    state.types.extend(results);
    if inputs.len() != operands.len() {
        return p.emit_error_at(
            type_pos,
            format!(
                "expected as many input types as operands (expected {} got {})",
                operands.len(),
                inputs.len()
            ),
        );
    }
    let pos = p.current_position();
    p.resolve_operands_at(&operands, &inputs, pos, &mut state.operands)?;
    let args: Vec<Argument> = region_args
        .into_iter()
        .zip(&inputs)
        .map(|(a, &t)| arg(a, t))
        .collect();
    p.parse_region_with_args(before, &args, false)?;
    p.parse_keyword("do")?;
    p.parse_region(after)?;
    state.regions.push(before);
    state.regions.push(after);
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)
}

/// Prints `scf.while`.
pub fn print_while(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let before = ctx.region(op, 0);
    let after = ctx.region(op, 1);
    let inits: Vec<Value> = ctx.operands(op).collect();
    if !inits.is_empty() {
        let bargs: Vec<Value> = ctx
            .region_blocks(before)
            .first()
            .map(|&b| ctx.block_args(b).to_vec())
            .unwrap_or_default();
        p.write(" (");
        for (i, (&a, &v)) in bargs.iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(")");
    }
    p.write(" : ");
    let ins = value_types(ctx, &inits);
    let outs = result_types(ctx, op);
    ods::format::print::print_functional_type(p, &ins, &outs);
    p.write(" ");
    p.print_region(before, false, true, false);
    p.write(" do ");
    p.print_region(after, true, true, false);
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict_with_keyword(&attrs, &[]);
}

/// What [`print_while`] prints, for alias collection.
pub fn while_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = ctx
        .operands(op)
        .map(|x| AliasVisit::Type(ctx.value_type(x)))
        .collect();
    v.extend(result_types(ctx, op).into_iter().map(AliasVisit::Type));
    v.push(AliasVisit::RegionNoEntryArgs(ctx.region(op, 0)));
    v.push(AliasVisit::Region(ctx.region(op, 1)));
    v.extend(attr_visits(ctx, op, &[]));
    v
}

// ------------------------------------------------- scf.execute_region

/// `scf.execute_region [-> types] [no_inline] region attr-dict`.
pub fn parse_execute_region(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let types = p.parse_optional_arrow_type_list()?;
    state.types.extend(types);
    if p.parse_optional_keyword("no_inline") {
        let unit = p.ctx().unit_attr();
        let a = named(p.ctx(), "no_inline", unit);
        state.attributes.push(a);
    }
    let body = p.ctx().create_region();
    p.parse_region(body)?;
    state.regions.push(body);
    let mut attrs: SmallVec<[NamedAttribute; 2]> = SmallVec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes.extend(attrs);
    Ok(())
}

/// Prints `scf.execute_region`.
pub fn print_execute_region(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let results = result_types(ctx, op);
    print_optional_arrow_type_list(p, &results);
    p.write(" ");
    if ctx.attr(op, "no_inline").is_some() {
        p.write("no_inline ");
    }
    p.print_region(ctx.region(op, 0), false, true, false);
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &["no_inline"]);
}

/// What [`print_execute_region`] prints, for alias collection.
pub fn execute_region_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = result_types(ctx, op)
        .into_iter()
        .map(AliasVisit::Type)
        .collect();
    v.push(AliasVisit::RegionNoEntryArgs(ctx.region(op, 0)));
    v.extend(attr_visits(ctx, op, &["no_inline"]));
    v
}

// ------------------------------------------------------------ lists

/// `parseCommaSeparatedList(Delimiter::Paren, ..., context)` of SSA
/// values: `()` or `(%a, %b)`; the core parser's errors (`expected '(' in
/// operand list`), unprefixed.
fn parse_paren_list_of(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    context: &str,
    mut element: impl FnMut(&mut OpAsmParser<'_, '_, '_, '_>) -> PResult<UnresolvedOperand>,
) -> PResult<Vec<UnresolvedOperand>> {
    if !p.consume_if(TokenKind::LParen) {
        return p.emit_error_wrong_token_unprefixed(format!("expected '('{context}"));
    }
    let mut out = Vec::new();
    if p.consume_if(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        out.push(element(p)?);
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    if !p.consume_if(TokenKind::RParen) {
        return p.emit_error_wrong_token_unprefixed(format!("expected ')'{context}"));
    }
    Ok(out)
}

/// `parseOperandList(list, count, Delimiter::Paren)`: a parenthesized
/// operand list of exactly `count` values when given (`expected N
/// operands` at the list's start otherwise).
fn parse_paren_operands(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    count: Option<usize>,
) -> PResult<Vec<UnresolvedOperand>> {
    let start = p.current_position();
    let v = parse_paren_list_of(p, " in operand list", |p| p.parse_operand())?;
    match count {
        Some(n) if v.len() != n => p.emit_error_at(start, format!("expected {n} operands")),
        _ => Ok(v),
    }
}

/// The values of an `array<i64: ...>` attribute.
pub fn i64_array(ctx: &Context, a: ods::ir::Attribute) -> Vec<i64> {
    ods::opdef::constraint::attrs::dense_array_values(ctx, a).unwrap_or_default()
}

// ---------------------------------------------------- scf.index_switch

/// `scf.index_switch %arg attr-dict (-> types)? (case N region)*
/// default region` (the declarative format of `SCFOps.td` with the
/// `SwitchCases` directive). Only the default region gets an implicit
/// `scf.yield`, as in MLIR.
pub fn parse_index_switch(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let arg = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    if p.consume_if(TokenKind::Arrow) {
        let types = p.parse_type_list()?;
        state.types.extend(types);
    }
    let mut cases = Vec::new();
    let mut case_regions = Vec::new();
    while p.parse_optional_keyword("case") {
        let v = p.parse_integer()?;
        let r = p.ctx().create_region();
        p.parse_region(r)?;
        cases.push(v);
        case_regions.push(r);
    }
    p.parse_keyword("default")?;
    let default_region = p.ctx().create_region();
    p.parse_region(default_region)?;
    let loc = state.loc;
    ensure_terminator(p.ctx(), default_region, loc, crate::scf::YieldOp::NAME);
    let index = p.ctx().index_type();
    p.resolve_operands(&[arg], &[index], &mut state.operands)?;
    let attr = ods::opdef::constraint::attrs::dense_array_attr(p.ctx(), 64, &cases);
    let a = named(p.ctx(), "cases", attr);
    state.attributes.push(a);
    state.regions.push(default_region);
    state.regions.extend(case_regions);
    Ok(())
}

/// Prints `scf.index_switch`: case regions with their terminators, the
/// default region as a format region (an operand-less `scf.yield` left
/// out).
pub fn print_index_switch(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    p.write(" ");
    p.print_operand(ctx.operand(op, 0));
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &["cases"]);
    let results = result_types(ctx, op);
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
    p.write(" ");
    let cases = ctx
        .attr(op, "cases")
        .map(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let regions: Vec<Region> = ctx.regions(op).collect();
    for (v, &r) in cases.iter().zip(regions.iter().skip(1)) {
        p.print_newline();
        p.write(&format!("case {v} "));
        p.print_region(r, false, true, false);
    }
    p.print_newline();
    p.write("default ");
    if let Some(&r) = regions.first() {
        p.print_region(r, true, print_default_terminator(ctx, r), false);
    }
}

/// Whether a format region prints its implicit terminator: only when it
/// carries operands, results or attributes.
fn print_default_terminator(ctx: &Context, r: Region) -> bool {
    let Some(term) = ctx
        .region_blocks(r)
        .first()
        .and_then(|&b| ctx.block_last_op(b))
        .filter(|&t| ctx.has_trait(t, OpTraits::IS_TERMINATOR))
    else {
        return true;
    };
    ctx.num_operands(term) != 0
        || ctx.num_results(term) != 0
        || !ods::builtin::all_attrs(ctx, term).is_empty()
}

/// What [`print_index_switch`] prints, for alias collection.
pub fn index_switch_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v = attr_visits(ctx, op, &["cases"]);
    v.extend(result_types(ctx, op).into_iter().map(AliasVisit::Type));
    let regions: Vec<Region> = ctx.regions(op).collect();
    for &r in regions.iter().skip(1) {
        v.push(AliasVisit::RegionNoEntryArgs(r));
    }
    if let Some(&r) = regions.first() {
        v.push(AliasVisit::Region(r));
    }
    v
}

// -------------------------------------------------------- scf.parallel

/// `scf.parallel (%iv, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)
/// [init (%v, ...)] [-> types] region attr-dict` (`ParallelOp::parse`).
pub fn parse_parallel(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ivs = parse_paren_list_of(p, " in argument list", |p| p.parse_argument_name())?;
    let index = p.ctx().index_type();
    p.parse_punct(TokenKind::Equal)?;
    let lower = parse_paren_operands(p, Some(ivs.len()))?;
    let types = vec![index; ivs.len()];
    p.resolve_operands(&lower, &types, &mut state.operands)?;
    p.parse_keyword("to")?;
    let upper = parse_paren_operands(p, Some(ivs.len()))?;
    p.resolve_operands(&upper, &types, &mut state.operands)?;
    p.parse_keyword("step")?;
    let steps = parse_paren_operands(p, Some(ivs.len()))?;
    p.resolve_operands(&steps, &types, &mut state.operands)?;
    let inits = if p.parse_optional_keyword("init") {
        parse_paren_operands(p, None)?
    } else {
        Vec::new()
    };
    let results = p.parse_optional_arrow_type_list()?;
    state.types.extend(results.iter().copied());
    let body = p.ctx().create_region();
    let args: Vec<Argument> = ivs.into_iter().map(|iv| arg(iv, index)).collect();
    p.parse_region_with_args(body, &args, false)?;
    let sizes = ods::opdef::build::segment_attr(
        p.ctx(),
        ods::opdef::OPERAND_SEGMENT_SIZES,
        &[lower.len(), upper.len(), steps.len(), inits.len()],
    );
    state.attributes.push(sizes);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let name_pos = p.name_position();
    p.resolve_operands_at(&inits, &results, name_pos, &mut state.operands)?;
    let loc = state.loc;
    ensure_terminator(p.ctx(), body, loc, crate::scf::ReduceOp::NAME);
    state.regions.push(body);
    Ok(())
}

/// Prints `scf.parallel`.
pub fn print_parallel(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let groups = parallel_groups(ctx, op);
    let operands: Vec<Value> = ctx.operands(op).collect();
    let body = ctx.region(op, 0);
    let ivs: Vec<Value> = ctx
        .region_blocks(body)
        .first()
        .map(|&b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    p.write(" (");
    p.print_operands(&ivs);
    p.write(") = (");
    p.print_operands(&operands[groups[0].clone()]);
    p.write(") to (");
    p.print_operands(&operands[groups[1].clone()]);
    p.write(") step (");
    p.print_operands(&operands[groups[2].clone()]);
    p.write(")");
    if !groups[3].is_empty() {
        p.write(" init (");
        p.print_operands(&operands[groups[3].clone()]);
        p.write(")");
    }
    print_optional_arrow_type_list(p, &result_types(ctx, op));
    p.write(" ");
    p.print_region(body, false, true, false);
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &[ods::opdef::OPERAND_SEGMENT_SIZES]);
}

/// The lower bound, upper bound, step and init operand ranges of an
/// `scf.parallel`.
pub fn parallel_groups(ctx: &Context, op: Operation) -> Vec<std::ops::Range<usize>> {
    let spec = ctx.op_def(op).and_then(|d| d.ods);
    (0..4)
        .map(|g| match spec {
            Some(s) => ods::opdef::operand_group(ctx, op, s, g),
            None => 0..0,
        })
        .collect()
}

/// What [`print_parallel`] prints, for alias collection.
pub fn parallel_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = result_types(ctx, op)
        .into_iter()
        .map(AliasVisit::Type)
        .collect();
    v.push(AliasVisit::RegionNoEntryArgs(ctx.region(op, 0)));
    v.extend(attr_visits(ctx, op, &[ods::opdef::OPERAND_SEGMENT_SIZES]));
    v
}

// ---------------------------------------------------------- scf.reduce

/// `scf.reduce [(%v, ... : types)] [region (, region)*] attr-dict` (the
/// declarative format of `SCFOps.td`: a variadic region list).
pub fn parse_reduce(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let mut operands = Vec::new();
    let mut types = Vec::new();
    let mut operands_pos = p.current_position();
    if p.consume_if(TokenKind::LParen) {
        operands_pos = p.current_position();
        operands = p.parse_operand_list()?;
        p.parse_punct(TokenKind::Colon)?;
        types = p.parse_type_list()?;
        p.parse_punct(TokenKind::RParen)?;
    }
    if p.at(TokenKind::LBrace) {
        let r = p.ctx().create_region();
        p.parse_region(r)?;
        state.regions.push(r);
        while p.consume_if(TokenKind::Comma) {
            let r = p.ctx().create_region();
            p.parse_region(r)?;
            state.regions.push(r);
        }
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.resolve_operand_range(&operands, &types, operands_pos, &mut state.operands)
}

/// Prints `scf.reduce`.
pub fn print_reduce(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    if !operands.is_empty() {
        p.write("(");
        p.print_operands(&operands);
        p.write(" : ");
        p.print_types(&value_types(ctx, &operands));
        p.write(")");
    }
    p.write(" ");
    let regions: Vec<Region> = ctx.regions(op).collect();
    for (i, &r) in regions.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region(r, true, true, false);
    }
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// What [`print_reduce`] prints, for alias collection.
pub fn reduce_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = ctx
        .operands(op)
        .map(|x| AliasVisit::Type(ctx.value_type(x)))
        .collect();
    v.extend(ctx.regions(op).map(AliasVisit::Region));
    v.extend(attr_visits(ctx, op, &[]));
    v
}
