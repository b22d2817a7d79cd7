//! The hand-written syntax of the vector dialect: the parsers and
//! printers of `vector.contract`, `vector.mask`, `vector.outerproduct`,
//! `vector.transfer_read` and `vector.transfer_write`
//! (`hasCustomAssemblyFormat`), what those printers print (for alias
//! collection), result names, and the `inferReturnTypes` of the ops whose
//! result types follow from their operands.

use super::enums::{CombiningKind, CombiningKindAttr, IteratorType, IteratorTypeAttr};
use super::verify::{dense_attr, vector_parts};
use ods::asm::lexer::TokenKind;
use ods::asm::{AliasVisit, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods::ir::{
    AttrKind, Attribute, Context, NamedAttribute, Operation, OperationState, Type, TypeKind,
};
use ods::opdef::constraint::attrs::dense_array_values;
use ods::opdef::AttrConstraint;

// ------------------------------------------------------------- helpers

fn name_is(ctx: &Context, a: &NamedAttribute, name: &str) -> bool {
    ctx.str(a.name) == name.as_bytes()
}

/// Sets `name` in an attribute list (MLIR `NamedAttrList::set`).
fn set_attr(
    ctx: &mut Context,
    attrs: &mut smallvec::SmallVec<[NamedAttribute; 2]>,
    name: &str,
    value: Attribute,
) {
    let key = ctx.intern(name.as_bytes());
    match attrs.iter_mut().find(|a| a.name == key) {
        Some(a) => a.value = value,
        None => attrs.push(NamedAttribute { name: key, value }),
    }
}

fn get_attr(ctx: &Context, attrs: &[NamedAttribute], name: &str) -> Option<Attribute> {
    attrs
        .iter()
        .find(|a| name_is(ctx, a, name))
        .map(|a| a.value)
}

/// A vector type with `i1` elements and the shape of `t`.
fn i1_vector_like(ctx: &mut Context, t: Type) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, t)?;
    let (shape, scalable) = (shape.to_vec(), scalable.to_vec());
    let i1 = ctx.int_type(1);
    Some(ctx.vector_type(&shape, i1, &scalable))
}

// ------------------------------------------------------------ contract

/// `vector.contract {indexing_maps = [...], iterator_types = ["parallel",
/// ...], kind = ...} %lhs, %rhs, %acc [, %lhsMask, %rhsMask] attr-dict :
/// lhs-type, rhs-type into acc-type`.
pub fn parse_contract(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let loc = p.current_position();
    let dict = p.parse_attribute(None)?;
    let entries = match p.ctx_ref().attr_kind(dict) {
        AttrKind::Dictionary(e) => e.to_vec(),
        _ => return p.emit_error_at(loc, "invalid kind of attribute specified"),
    };
    let lhs = p.parse_operand()?;
    p.parse_punct(TokenKind::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_punct(TokenKind::Comma)?;
    let acc = p.parse_operand()?;
    let masks = if p.parse_optional_punct(TokenKind::Comma) {
        let first = p.parse_operand()?;
        let mut v = vec![first];
        while p.parse_optional_punct(TokenKind::Comma) {
            v.push(p.parse_operand()?);
        }
        v
    } else {
        Vec::new()
    };
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(TokenKind::Colon)?;
    let types = p.parse_type_list()?;
    p.parse_keyword("into")?;
    let result_type = p.parse_type()?;
    let lhs_t = types.first().copied();
    let rhs_t = types.get(1).copied();
    let (Some(lhs_t), Some(rhs_t)) = (lhs_t, rhs_t) else {
        return p.emit_error("expected 2 operand types");
    };
    p.resolve_operands(&[lhs, rhs], &[lhs_t, rhs_t], &mut state.operands)?;
    p.resolve_operands(&[acc], &[result_type], &mut state.operands)?;
    state.types.push(result_type);
    state.attributes.extend(entries);
    // Iterator types are written as strings; they are stored as enums.
    let ctx = p.ctx();
    let iters = get_attr(ctx, &state.attributes, "iterator_types");
    let elems = match iters.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(e)) => e.to_vec(),
        _ => return p.emit_error_at(loc, "expected \"iterator_types\" array attribute"),
    };
    let mut converted = Vec::with_capacity(elems.len());
    for e in elems {
        let ctx = p.ctx();
        let s = match ctx.attr_kind(e) {
            AttrKind::String { value, .. } => String::from_utf8_lossy(ctx.str(*value)).into_owned(),
            _ if IteratorTypeAttr::matches(ctx, e) => {
                converted.push(e);
                continue;
            }
            _ => String::new(),
        };
        match IteratorType::symbolize(&s) {
            Some(it) => {
                let a = IteratorTypeAttr::attr(p.ctx(), it);
                converted.push(a);
            }
            None => return p.emit_error_at(loc, format!("unexpected iterator_type ({s})")),
        }
    }
    let ctx = p.ctx();
    let arr = ctx.array_attr(&converted);
    set_attr(ctx, &mut state.attributes, "iterator_types", arr);
    if get_attr(ctx, &state.attributes, "kind").is_none() {
        let k = CombiningKindAttr::attr(ctx, CombiningKind::ADD);
        set_attr(ctx, &mut state.attributes, "kind", k);
    }
    if masks.is_empty() {
        return Ok(());
    }
    if masks.len() != 2 {
        return p.emit_error_at_name("expected zero or exactly 2 vector mask operands");
    }
    let ctx = p.ctx();
    let (Some(lm), Some(rm)) = (i1_vector_like(ctx, lhs_t), i1_vector_like(ctx, rhs_t)) else {
        return p.emit_error_at(loc, "expected vector operand types");
    };
    p.resolve_operands(&masks, &[lm, rm], &mut state.operands)
}

const CONTRACT_TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

/// Prints `vector.contract`.
pub fn print_contract(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.write(" {");
    let mut first = true;
    for a in attrs
        .iter()
        .filter(|a| CONTRACT_TRAIT_ATTRS.iter().any(|n| name_is(ctx, a, n)))
    {
        if !first {
            p.write(", ");
        }
        first = false;
        p.write(&String::from_utf8_lossy(ctx.str(a.name)));
        p.write(" = ");
        if name_is(ctx, a, "iterator_types") {
            let names: Vec<String> = match ctx.attr_kind(a.value) {
                AttrKind::Array(e) => e
                    .iter()
                    .map(|&x| match IteratorTypeAttr::value(ctx, x) {
                        Some(it) => format!("\"{}\"", it.stringify()),
                        None => ods::asm::print_attribute_local(ctx, x),
                    })
                    .collect(),
                _ => Vec::new(),
            };
            p.write("[");
            p.write(&names.join(", "));
            p.write("]");
        } else {
            p.print_attribute(a.value);
        }
    }
    p.write("} ");
    let operands: Vec<_> = ctx.operands(op).take(3).collect();
    p.print_operands(&operands);
    p.print_optional_attr_dict(&attrs, &CONTRACT_TRAIT_ATTRS);
    p.write(" : ");
    p.print_type(ctx.value_type(operands[0]));
    p.write(", ");
    p.print_type(ctx.value_type(operands[1]));
    p.write(" into ");
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

// ----------------------------------------------------------------- mask

/// `vector.mask %mask [, %passthru] { op } attr-dict : mask-type [-> types]`,
/// with `MaskOp::ensureTerminator`: a lone masked op gets a `vector.yield`
/// of its results; an empty region or anything else, an empty yield.
pub fn parse_mask(p: &mut OpAsmParser<'_, '_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let region = p.ctx().create_region();
    let mask = p.parse_operand()?;
    let passthru = if p.parse_optional_punct(TokenKind::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_region(region)?;
    ensure_mask_terminator(p.ctx(), region, state.loc);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(TokenKind::Colon)?;
    let mask_type = p.parse_type()?;
    let result_types = if p.parse_optional_punct(TokenKind::Arrow) {
        p.parse_function_result_types()?
    } else {
        Vec::new()
    };
    state.types.extend(result_types.iter().copied());
    p.resolve_operands(&[mask], &[mask_type], &mut state.operands)?;
    if let Some(pt) = passthru {
        let Some(&t) = result_types.first() else {
            return p.emit_error_at_name("expects a result if passthru operand is provided");
        };
        p.resolve_operands(&[pt], &[t], &mut state.operands)?;
    }
    state.regions.push(region);
    Ok(())
}

fn ensure_mask_terminator(ctx: &mut Context, region: ods::ir::Region, loc: ods::ir::Location) {
    let yield_name = ctx.op_name(crate::vector::YieldOp::NAME_BYTES);
    if ctx.region_is_empty(region) {
        let b = ctx.create_block();
        ctx.append_block(region, b);
    }
    let block = ctx.region_blocks(region)[0];
    let ops: Vec<Operation> = ctx.block_ops_iter(block).collect();
    if let Some(&last) = ops.last() {
        if ctx.op_name_of(last) == yield_name {
            return;
        }
    }
    let mut state = OperationState::new(loc, yield_name);
    if ops.len() == 1 {
        state.operands.extend(ctx.results(ops[0]));
    }
    let y = ctx.create_operation(state);
    ctx.append_op(block, y);
}

/// Prints `vector.mask`: the masked op inline, without the terminator.
pub fn print_mask(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    p.write(" ");
    let operands: Vec<_> = ctx.operands(op).collect();
    p.print_operands(&operands);
    p.write(" { ");
    let region = ctx.region(op, 0);
    if let Some(&b) = ctx.region_blocks(region).first() {
        if let Some(first) = ctx.block_first_op(b) {
            p.print_custom_or_generic_op(first);
        }
    }
    p.write(" }");
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type(ctx.value_type(operands[0]));
    if ctx.num_results(op) > 0 {
        p.write(" -> ");
        let ts: Vec<Type> = ctx.results(op).map(|v| ctx.value_type(v)).collect();
        p.print_types(&ts);
    }
}

// --------------------------------------------------------- outerproduct

/// `vector.outerproduct %lhs, %rhs [, %acc] attr-dict : lhs-type, rhs-type`:
/// the result type follows from the operand types.
pub fn parse_outerproduct(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(TokenKind::Colon)?;
    let tl = p.parse_type()?;
    p.parse_punct(TokenKind::Comma)?;
    let tr = p.parse_type()?;
    if operands.len() < 2 {
        return p.emit_error_at_name("expected at least 2 operands");
    }
    let ctx = p.ctx();
    let Some((lshape, lscal, lelem)) =
        vector_parts(ctx, tl).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
    else {
        return p.emit_error_at_name("expected vector type for operand #1");
    };
    let rhs_vec = vector_parts(ctx, tr).map(|(s, c, _)| (s.to_vec(), c.to_vec()));
    let (shape, scalable) = match rhs_vec {
        Some((rs, rc)) => (
            vec![
                lshape.first().copied().unwrap_or(0),
                rs.first().copied().unwrap_or(0),
            ],
            vec![
                lscal.first().copied().unwrap_or(false),
                rc.first().copied().unwrap_or(false),
            ],
        ),
        None => (
            vec![lshape.first().copied().unwrap_or(0)],
            vec![lscal.first().copied().unwrap_or(false)],
        ),
    };
    let res = ctx.vector_type(&shape, lelem, &scalable);
    if get_attr(ctx, &state.attributes, "kind").is_none() {
        let k = CombiningKindAttr::attr(ctx, CombiningKind::ADD);
        set_attr(ctx, &mut state.attributes, "kind", k);
    }
    p.resolve_operands(&operands[..2], &[tl, tr], &mut state.operands)?;
    if operands.len() > 2 {
        p.resolve_operands(&operands[2..3], &[res], &mut state.operands)?;
    }
    state.types.push(res);
    Ok(())
}

/// Prints `vector.outerproduct`: the attributes only with an accumulator.
pub fn print_outerproduct(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let operands: Vec<_> = ctx.operands(op).collect();
    p.write(" ");
    p.print_operands(&operands[..2.min(operands.len())]);
    if operands.len() > 2 {
        p.write(", ");
        p.print_operand(operands[2]);
        let attrs = ods::builtin::all_attrs(ctx, op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
    p.write(" : ");
    p.print_type(ctx.value_type(operands[0]));
    p.write(", ");
    p.print_type(ctx.value_type(operands[1]));
}

// -------------------------------------------------------------- transfers

/// `getEffectiveVectorRankForXferOp`: the vector rank minus the rank of the
/// shaped type's vector element type.
fn effective_vector_rank(ctx: &Context, shaped_elem: Type, vec: Type) -> usize {
    let elem_rank = vector_parts(ctx, shaped_elem).map_or(0, |(s, _, _)| s.len());
    vector_parts(ctx, vec)
        .map_or(0, |(s, _, _)| s.len())
        .saturating_sub(elem_rank)
}

/// `getTransferMinorIdentityMap`.
pub fn transfer_minor_identity_map(
    ctx: &mut Context,
    shaped: Type,
    vec: Type,
) -> ods::affine::AffineMap {
    let (rank, elem) = ctx
        .shaped_info(shaped)
        .map(|(s, e)| (s.len(), e))
        .expect("a shaped type");
    let vshape = vector_parts(ctx, vec)
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default();
    if rank == 0 && vshape == [1] {
        let a = ctx.affine_mut();
        let zero = a.constant(0);
        return a.get_map(0, 0, &[zero]);
    }
    let results = effective_vector_rank(ctx, elem, vec);
    ctx.affine_mut()
        .get_minor_identity_map(rank as u32, results as u32)
}

fn is_memref_or_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
    )
}

/// The shared tail of the transfer parsers: the permutation map (minor
/// identity unless given), `in_bounds` (all false unless given), and the
/// mask, whose type is inferred from the vector type and the map.
fn parse_transfer_tail(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
    shaped: Type,
    vec: Type,
    types_loc: (u32, u32),
) -> PResult<ods::affine::AffineMap> {
    let ctx = p.ctx();
    let map = match get_attr(ctx, &state.attributes, "permutation_map") {
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => *m,
            _ => return p.emit_error_at(types_loc, "invalid kind of attribute specified"),
        },
        None => {
            let (srank, selem) = ctx
                .shaped_info(shaped)
                .map(|(s, e)| (s.len(), e))
                .expect("a ranked shaped type");
            if srank < effective_vector_rank(ctx, selem, vec) {
                return p.emit_error_at(
                    types_loc,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                );
            }
            let ctx = p.ctx();
            let m = transfer_minor_identity_map(ctx, shaped, vec);
            let a = ctx.affine_map_attr(m);
            set_attr(ctx, &mut state.attributes, "permutation_map", a);
            m
        }
    };
    let ctx = p.ctx();
    if get_attr(ctx, &state.attributes, "in_bounds").is_none() {
        let n = map.num_results(ctx.affine()) as usize;
        let f = ctx.bool_attr(false);
        let arr = ctx.array_attr(&vec![f; n]);
        set_attr(ctx, &mut state.attributes, "in_bounds", arr);
    }
    Ok(map)
}

fn resolve_transfer_mask(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
    mask: UnresolvedOperand,
    shaped: Type,
    vec: Type,
    map: ods::affine::AffineMap,
    types_loc: (u32, u32),
) -> PResult<()> {
    let ctx = p.ctx_ref();
    let selem = ctx.shaped_info(shaped).map(|(_, e)| e).expect("shaped");
    if vector_parts(ctx, selem).is_some() {
        return p.emit_error_at(
            (mask.line, mask.col),
            "does not support masks with vector element type",
        );
    }
    let vrank = vector_parts(ctx, vec).map_or(0, |(s, _, _)| s.len());
    if vrank != map.num_results(ctx.affine()) as usize {
        return p.emit_error_at(
            types_loc,
            "expected the same rank for the vector and the results of the permutation map",
        );
    }
    let (shape, scalable) =
        super::verify::transfer_mask_shape_ro(ctx, vec, map).unwrap_or((vec![1], vec![false]));
    let ctx = p.ctx();
    let i1 = ctx.int_type(1);
    let mask_type = ctx.vector_type(&shape, i1, &scalable);
    p.resolve_operands(&[mask], &[mask_type], &mut state.operands)
}

fn push_segments(ctx: &mut Context, state: &mut OperationState, sizes: &[usize]) {
    let a = ods::opdef::build::segment_attr(ctx, ods::opdef::OPERAND_SEGMENT_SIZES, sizes);
    state.attributes.push(a);
}

/// `vector.transfer_read %base[%i...], %padding [, %mask] attr-dict :
/// shaped-type, vector-type`.
pub fn parse_transfer_read(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let base = p.parse_operand()?;
    p.parse_punct(TokenKind::LSquare)?;
    let indices = p.parse_operand_list()?;
    p.parse_punct(TokenKind::RSquare)?;
    p.parse_punct(TokenKind::Comma)?;
    let padding = p.parse_operand()?;
    let mask = if p.parse_optional_punct(TokenKind::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let types_loc = p.current_position();
    p.parse_punct(TokenKind::Colon)?;
    let types = p.parse_type_list()?;
    if types.len() != 2 {
        return p.emit_error_at(types_loc, "requires two types");
    }
    let (shaped, vec) = (types[0], types[1]);
    if !is_memref_or_ranked_tensor(p.ctx_ref(), shaped) {
        return p.emit_error_at(types_loc, "requires memref or ranked tensor type");
    }
    if vector_parts(p.ctx_ref(), vec).is_none() {
        return p.emit_error_at(types_loc, "requires vector type");
    }
    let map = parse_transfer_tail(p, state, shaped, vec, types_loc)?;
    let index = p.ctx().index_type();
    let elem = p
        .ctx_ref()
        .shaped_info(shaped)
        .map(|(_, e)| e)
        .expect("shaped");
    p.resolve_operands(&[base], &[shaped], &mut state.operands)?;
    p.resolve_operands(&indices, &vec![index; indices.len()], &mut state.operands)?;
    p.resolve_operands(&[padding], &[elem], &mut state.operands)?;
    let has_mask = mask.is_some();
    if let Some(m) = mask {
        resolve_transfer_mask(p, state, m, shaped, vec, map, types_loc)?;
    }
    push_segments(
        p.ctx(),
        state,
        &[1, indices.len(), 1, usize::from(has_mask)],
    );
    state.types.push(vec);
    Ok(())
}

/// `[%result =] vector.transfer_write %vector, %base[%i...] [, %mask]
/// attr-dict : vector-type, shaped-type` (a result for tensors).
pub fn parse_transfer_write(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let vector = p.parse_operand()?;
    p.parse_punct(TokenKind::Comma)?;
    let base = p.parse_operand()?;
    p.parse_punct(TokenKind::LSquare)?;
    let indices = p.parse_operand_list()?;
    p.parse_punct(TokenKind::RSquare)?;
    let mask = if p.parse_optional_punct(TokenKind::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let types_loc = p.current_position();
    p.parse_punct(TokenKind::Colon)?;
    let types = p.parse_type_list()?;
    if types.len() != 2 {
        return p.emit_error_at(types_loc, "requires two types");
    }
    let (vec, shaped) = (types[0], types[1]);
    if vector_parts(p.ctx_ref(), vec).is_none() {
        return p.emit_error_at(types_loc, "requires vector type");
    }
    if !is_memref_or_ranked_tensor(p.ctx_ref(), shaped) {
        return p.emit_error_at(types_loc, "requires memref or ranked tensor type");
    }
    let map = parse_transfer_tail(p, state, shaped, vec, types_loc)?;
    let index = p.ctx().index_type();
    p.resolve_operands(&[vector], &[vec], &mut state.operands)?;
    p.resolve_operands(&[base], &[shaped], &mut state.operands)?;
    p.resolve_operands(&indices, &vec![index; indices.len()], &mut state.operands)?;
    let has_mask = mask.is_some();
    if let Some(m) = mask {
        resolve_transfer_mask(p, state, m, shaped, vec, map, types_loc)?;
    }
    push_segments(
        p.ctx(),
        state,
        &[1, 1, indices.len(), usize::from(has_mask)],
    );
    if matches!(p.ctx_ref().type_kind(shaped), TypeKind::RankedTensor { .. }) {
        state.types.push(shaped);
    }
    Ok(())
}

/// The attributes `printTransferAttrs` leaves out: the segment sizes, a
/// minor identity permutation map, an all-false `in_bounds`.
fn transfer_elided(ctx: &Context, op: Operation) -> Vec<&'static str> {
    let mut elided = vec![ods::opdef::OPERAND_SEGMENT_SIZES];
    if let Some(AttrKind::AffineMap(m)) = ctx.attr(op, "permutation_map").map(|a| ctx.attr_kind(a))
    {
        if m.is_minor_identity(ctx.affine()) {
            elided.push("permutation_map");
        }
    }
    let all_false = match ctx.attr(op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(e)) => e.iter().all(
            |&b| matches!(ctx.attr_kind(b), AttrKind::Integer { value, .. } if value.is_zero()),
        ),
        _ => true,
    };
    if all_false {
        elided.push("in_bounds");
    }
    elided
}

fn print_indices(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation, group: usize) {
    let ctx = p.ctx();
    let spec = ctx.op_def(op).and_then(|d| d.ods).expect("an ODS op");
    let vs = ods::opdef::operand_group_values(ctx, op, spec, group);
    p.write("[");
    p.print_operands(&vs);
    p.write("]");
}

/// Prints `vector.transfer_read`.
pub fn print_transfer_read(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let o = super::ops::TransferReadOp(op);
    p.write(" ");
    p.print_operand(o.base(ctx));
    print_indices(p, op, 1);
    p.write(", ");
    p.print_operand(o.padding(ctx));
    if let Some(m) = o.mask(ctx) {
        p.write(", ");
        p.print_operand(m);
    }
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &transfer_elided(ctx, op));
    p.write(" : ");
    p.print_type(ctx.value_type(o.base(ctx)));
    p.write(", ");
    p.print_type(ctx.value_type(o.vector(ctx)));
}

/// Prints `vector.transfer_write`.
pub fn print_transfer_write(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let o = super::ops::TransferWriteOp(op);
    p.write(" ");
    p.print_operand(o.value_to_store(ctx));
    p.write(", ");
    p.print_operand(o.base(ctx));
    print_indices(p, op, 2);
    if let Some(m) = o.mask(ctx) {
        p.write(", ");
        p.print_operand(m);
    }
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &transfer_elided(ctx, op));
    p.write(" : ");
    p.print_type(ctx.value_type(o.value_to_store(ctx)));
    p.write(", ");
    p.print_type(ctx.value_type(o.base(ctx)));
}

/// What the transfer printers print, for alias collection: the attributes
/// that are not elided, then the two types.
pub fn transfer_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let elided = transfer_elided(ctx, op);
    let mut out: Vec<AliasVisit> = ods::builtin::all_attrs(ctx, op)
        .into_iter()
        .filter(|a| !elided.iter().any(|e| name_is(ctx, a, e)))
        .map(|a| AliasVisit::Attr(a.value))
        .collect();
    let read = ctx.op_name_str(ctx.op_name_of(op)) == crate::vector::TransferReadOp::NAME_BYTES;
    let (base, vec) = if read {
        (ctx.operand(op, 0), ctx.result(op, 0))
    } else {
        (ctx.operand(op, 1), ctx.operand(op, 0))
    };
    let (first, second) = if read { (base, vec) } else { (vec, base) };
    out.push(AliasVisit::Type(ctx.value_type(first)));
    out.push(AliasVisit::Type(ctx.value_type(second)));
    out
}

// ---------------------------------------------------------- result names

/// `VectorScaleOp::getAsmResultNames`: `%vscale`.
pub fn vscale_result_names(_ctx: &Context, _op: Operation) -> Vec<(usize, String)> {
    vec![(0, "vscale".to_string())]
}

// -------------------------------------------------------------- inference

/// `ShuffleOp::inferReturnTypes`.
pub fn infer_shuffle(ctx: &mut Context, state: &OperationState) -> Result<Vec<Type>, String> {
    let v1 = state
        .operands
        .first()
        .map(|&v| ctx.value_type(v))
        .ok_or("expected operands")?;
    let mask = state
        .attributes
        .iter()
        .find(|a| ctx.str(a.name) == b"mask")
        .and_then(|a| dense_array_values(ctx, a.value))
        .unwrap_or_default();
    let (shape, scalable, elem) =
        super::verify::shuffle_result_parts(ctx, v1, mask.len()).ok_or("expected a vector")?;
    Ok(vec![ctx.vector_type(&shape, elem, &scalable)])
}

/// `ToElementsOp::inferReturnTypes`: one element type per element.
pub fn infer_to_elements(ctx: &mut Context, state: &OperationState) -> Result<Vec<Type>, String> {
    let src = state
        .operands
        .first()
        .map(|&v| ctx.value_type(v))
        .ok_or("expected an operand")?;
    let (shape, _, elem) = vector_parts(ctx, src).ok_or("expected a vector")?;
    let n: i64 = shape.iter().product();
    Ok(vec![elem; n.max(0) as usize])
}

/// `ExtractOp::inferReturnTypes`: the element type for a full position,
/// else the trailing dimensions.
pub fn infer_extract(ctx: &mut Context, state: &OperationState) -> Result<Vec<Type>, String> {
    let src = state
        .operands
        .first()
        .map(|&v| ctx.value_type(v))
        .ok_or("expected an operand")?;
    let n = state
        .attributes
        .iter()
        .find(|a| ctx.str(a.name) == b"static_position")
        .and_then(|a| dense_array_values(ctx, a.value))
        .map_or(0, |v| v.len());
    let (shape, scalable, elem) = vector_parts(ctx, src)
        .map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
        .ok_or("expected a vector")?;
    if n == shape.len() {
        return Ok(vec![elem]);
    }
    let k = n.min(shape.len());
    Ok(vec![ctx.vector_type(&shape[k..], elem, &scalable[k..])])
}

/// The static positions of `vector.extract` / `vector.insert`.
pub fn static_position(ctx: &Context, op: Operation) -> Vec<i64> {
    dense_attr(ctx, op, "static_position")
}
