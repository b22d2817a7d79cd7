//! The hand-written syntaxes of `scf` (`SCF.cpp`): `scf.for`, `scf.if`,
//! `scf.while` and `scf.execute_region`, with the alias visits that mirror
//! what each printer prints (MLIR's dummy alias printer runs the op's
//! printer, so aliases are numbered in that order).

use ods::asm::lexer::TokenKind;
use ods::asm::{AliasVisit, Argument, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods::ir::{
    Context, Location, NamedAttribute, OpTraits, Operation, OperationState, Region, Type, TypeKind,
    Value,
};
use smallvec::SmallVec;

/// `SingleBlockImplicitTerminator<"scf.yield">::ensureTerminator`: an empty
/// region gets a block, a block not ending in a terminator gets an
/// `scf.yield` at `loc`.
pub fn ensure_terminator(ctx: &mut Context, region: Region, loc: Location) {
    if ctx.region_is_empty(region) {
        let b = ctx.create_block();
        ctx.append_block(region, b);
    }
    let Some(&block) = ctx.region_blocks(region).last() else {
        return;
    };
    let terminated = ctx
        .block_last_op(block)
        .is_some_and(|last| ctx.has_trait(last, OpTraits::IS_TERMINATOR));
    if terminated {
        return;
    }
    let name = ctx.op_name_static("scf.yield");
    let op = ctx.create_operation(OperationState::new(loc, name));
    ctx.append_op(block, op);
}

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
    ensure_terminator(p.ctx(), body, loc);
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
    ensure_terminator(p.ctx(), then_region, loc);
    if p.parse_optional_keyword("else") {
        p.parse_region(else_region)?;
        ensure_terminator(p.ctx(), else_region, loc);
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
