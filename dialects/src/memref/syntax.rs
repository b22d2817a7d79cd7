//! The hand-written syntax of `memref`: `memref.global`'s type and initial
//! value (`GlobalMemrefOpTypeAndInitialValue`), `memref.prefetch`, and the
//! result names (`OpAsmOpInterface::getAsmResultNames`).

use crate::single_block::ensure_terminator;
use ods::asm::lexer::TokenKind;
use ods::asm::{AliasVisit, OpAsmParser, OpAsmPrinter, PResult};
use ods::format::parse::FormatParser;
use ods::format::{CustomArg, CustomDirective};
use ods::ir::DYNAMIC;
use ods::ir::{
    AttrKind, Attribute, Context, NamedAttribute, Operation, OperationState, TypeKind, Value,
};

/// The attribute a custom directive argument names.
fn attr_arg(ctx: &Context, op: Operation, arg: CustomArg) -> Option<Attribute> {
    let CustomArg::Attr(i) = arg else {
        return None;
    };
    let spec = ctx.op_def(op)?.ods?;
    ctx.attr(op, spec.attributes.get(i as usize)?.name)
}

/// The values of an `array<i64: ...>` attribute.
pub fn i64_array(ctx: &Context, a: Attribute) -> Vec<i64> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { data, .. } if data.len() % 8 == 0 => data
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect(),
        _ => Vec::new(),
    }
}

/// `array<i64: ...>`.
pub fn i64_array_attr(ctx: &mut Context, values: &[i64]) -> Attribute {
    let i64t = ctx.int_type(64);
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrKind::DenseArray {
        elem: i64t,
        len: values.len() as u64,
        data: data.into(),
    })
}

// ------------------------------------------------------- memref.global

/// `parseGlobalMemrefOpTypeAndInitialValue`: `type [= uninitialized |
/// = elements-attr]`.
fn parse_global_type_and_value(
    fp: &mut FormatParser<'_, '_, '_, '_, '_>,
    args: &[CustomArg],
) -> PResult<()> {
    let p = &mut *fp.p;
    let ty = p.parse_type()?;
    let static_memref = match p.ctx_ref().type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } if shape.iter().all(|&d| d != DYNAMIC) => {
            Some((shape.to_vec(), *elem))
        }
        _ => None,
    };
    let Some((shape, elem)) = static_memref else {
        let t = ods::asm::print_type_local(p.ctx_ref(), ty);
        return p.emit_error_at_name(format!(
            "type should be static shaped memref, but got '{t}'"
        ));
    };
    let type_attr = p.ctx().type_attr(ty);
    let mut initial = None;
    if p.consume_if(TokenKind::Equal) {
        if p.parse_optional_keyword("uninitialized") {
            initial = Some(p.ctx().unit_attr());
        } else {
            let tensor = p.ctx().ranked_tensor_type(&shape, elem, None);
            let a = p.parse_attribute(Some(tensor))?;
            if !is_elements_attr(p.ctx_ref(), a) {
                return p
                    .emit_error_at_name("initial value should be a unit or elements attribute");
            }
            initial = Some(a);
        }
    }
    if let Some(&a) = args.first() {
        fp.set_attr(a, type_attr);
    }
    if let (Some(&a), Some(v)) = (args.get(1), initial) {
        fp.set_attr(a, v);
    }
    Ok(())
}

/// True for `ElementsAttr` implementations (dense, dense resource, sparse).
pub fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseIntOrFP { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}

fn print_global_type_and_value(
    p: &mut OpAsmPrinter<'_, '_, '_>,
    op: Operation,
    args: &[CustomArg],
) {
    let ctx = p.ctx();
    if let Some(AttrKind::Type(t)) = args
        .first()
        .and_then(|&a| attr_arg(ctx, op, a))
        .map(|a| ctx.attr_kind(a))
    {
        p.print_type(*t);
    }
    let Some(init) = args.get(1).and_then(|&a| attr_arg(ctx, op, a)) else {
        return;
    };
    p.write(" = ");
    if matches!(ctx.attr_kind(init), AttrKind::Unit) {
        p.write("uninitialized");
    } else {
        p.print_attribute_without_type(init);
    }
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)`.
#[allow(non_upper_case_globals)]
pub static GlobalMemrefOpTypeAndInitialValue: CustomDirective = CustomDirective {
    name: "GlobalMemrefOpTypeAndInitialValue",
    parse: parse_global_type_and_value,
    print: print_global_type_and_value,
};

/// `parseColonType<MemRefType>`: `:` and a ranked memref type, any other
/// type reported at the colon as MLIR reports it.
fn parse_colon_memref_type(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<ods::ir::Type> {
    let colon = p.current_position();
    p.parse_punct(TokenKind::Colon)?;
    let ty = p.parse_type()?;
    if !matches!(p.ctx_ref().type_kind(ty), TypeKind::MemRef { .. }) {
        let t = ods::asm::print_type_local(p.ctx_ref(), ty);
        return p.emit_error_at(
            colon,
            format!("invalid kind of type specified: expected builtin.memref, but found '{t}'"),
        );
    }
    Ok(ty)
}

// ----------------------------------------------------- memref.prefetch

/// `memref.prefetch %m[%i, ...], read|write, locality<N>, data|instr
/// attr-dict : type`.
pub fn parse_prefetch(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let memref = p.parse_operand()?;
    p.parse_punct(TokenKind::LSquare)?;
    let indices = if p.consume_if(TokenKind::RSquare) {
        Vec::new()
    } else {
        let v = p.parse_operand_list()?;
        p.parse_punct(TokenKind::RSquare)?;
        v
    };
    p.parse_punct(TokenKind::Comma)?;
    let rw = parse_bare_keyword(p)?;
    p.parse_punct(TokenKind::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(TokenKind::Less)?;
    let i32t = p.ctx().int_type(32);
    let hint = p.parse_attribute(Some(i32t))?;
    let a = named(p.ctx(), "localityHint", hint);
    state.attributes.push(a);
    p.parse_punct(TokenKind::Greater)?;
    p.parse_punct(TokenKind::Comma)?;
    let cache = parse_bare_keyword(p)?;
    let ty = parse_colon_memref_type(p)?;
    p.resolve_operands(&[memref], &[ty], &mut state.operands)?;
    let index = p.ctx().index_type();
    let types = vec![index; indices.len()];
    p.resolve_operands(&indices, &types, &mut state.operands)?;
    if rw != "read" && rw != "write" {
        return p.emit_error_at_name("rw specifier has to be 'read' or 'write'");
    }
    let w = p.ctx().bool_attr(rw == "write");
    let a = named(p.ctx(), "isWrite", w);
    state.attributes.push(a);
    if cache != "data" && cache != "instr" {
        return p.emit_error_at_name("cache type has to be 'data' or 'instr'");
    }
    let d = p.ctx().bool_attr(cache == "data");
    let a = named(p.ctx(), "isDataCache", d);
    state.attributes.push(a);
    Ok(())
}

/// MLIR `parseKeyword(StringRef *)`: any bare keyword.
fn parse_bare_keyword(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<String> {
    match p.parse_optional_bare_keyword() {
        Some(k) => Ok(k),
        None => p.emit_error("expected valid keyword"),
    }
}

fn named(ctx: &mut Context, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute {
        name: ctx.intern(name.as_bytes()),
        value,
    }
}

fn bool_attr_value(ctx: &Context, op: Operation, name: &str) -> bool {
    matches!(ctx.attr(op, name).map(|a| ctx.attr_kind(a)), Some(AttrKind::Integer { value, .. }) if !value.is_zero())
}

/// Prints `memref.prefetch`.
pub fn print_prefetch(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    p.write(" ");
    p.print_operand(operands[0]);
    p.write("[");
    p.print_operands(&operands[1..]);
    p.write("], ");
    p.write(if bool_attr_value(ctx, op, "isWrite") {
        "write"
    } else {
        "read"
    });
    p.write(", locality<");
    if let Some(AttrKind::Integer { value, .. }) =
        ctx.attr(op, "localityHint").map(|a| ctx.attr_kind(a))
    {
        p.write(&value.to_string_signed());
    }
    p.write(">, ");
    p.write(if bool_attr_value(ctx, op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(ctx.value_type(operands[0]));
}

/// What [`print_prefetch`] prints, for alias collection.
pub fn prefetch_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = ods::builtin::all_attrs(ctx, op)
        .into_iter()
        .filter(|a| {
            !matches!(
                ctx.str(a.name),
                b"localityHint" | b"isWrite" | b"isDataCache"
            )
        })
        .map(|a| AliasVisit::Attr(a.value))
        .collect();
    v.push(AliasVisit::Type(ctx.value_type(ctx.operand(op, 0))));
    v
}

// ------------------------------------------------------- result names

/// `%alloc`.
pub fn alloc_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "alloc".into())]
}
/// `%alloca`.
pub fn alloca_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "alloca".into())]
}
/// `%cast`.
pub fn cast_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "cast".into())]
}
/// `%dim`.
pub fn dim_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "dim".into())]
}
/// `%subview`.
pub fn subview_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "subview".into())]
}
/// `%view`.
pub fn view_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "view".into())]
}
/// `%assume_align`.
pub fn assume_alignment_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "assume_align".into())]
}
/// `%expand_shape`.
pub fn expand_shape_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "expand_shape".into())]
}
/// `%collapse_shape`.
pub fn collapse_shape_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "collapse_shape".into())]
}
/// `%reinterpret_cast`.
pub fn reinterpret_cast_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "reinterpret_cast".into())]
}
/// `%transpose`.
pub fn transpose_names(_: &Context, _: Operation) -> Vec<(usize, String)> {
    vec![(0, "transpose".into())]
}
/// `%base_buffer, %offset, %sizes:N, %strides:N` (only the first size and
/// stride are named, so the packed `:N` syntax applies).
pub fn extract_strided_metadata_names(ctx: &Context, op: Operation) -> Vec<(usize, String)> {
    let mut names = vec![(0, "base_buffer".into()), (1, "offset".into())];
    let rank = ctx.num_results(op).saturating_sub(2) / 2;
    if rank > 0 {
        names.push((2, "sizes".into()));
        names.push((2 + rank, "strides".into()));
    }
    names
}

// ----------------------------------------------------- memref.transpose

/// `memref.transpose %in (d0, d1) -> (d1, d0) attr-dict : type to type`
/// (`TransposeOp::parse`: the source type must be a ranked memref, reported
/// at the colon; the result type is checked by the verifier).
pub fn parse_transpose(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let input = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let src = parse_colon_memref_type(p)?;
    p.resolve_operands(&[input], &[src], &mut state.operands)?;
    p.parse_keyword("to")?;
    let dst = p.parse_type()?;
    state.types.push(dst);
    let attr = p.ctx().intern_attr(AttrKind::AffineMap(map));
    let a = named(p.ctx(), "permutation", attr);
    state.attributes.push(a);
    Ok(())
}

/// Prints `memref.transpose` (the map inline, never as an alias).
pub fn print_transpose(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    p.write(" ");
    p.print_operand(ctx.operand(op, 0));
    p.write(" ");
    if let Some(AttrKind::AffineMap(m)) = ctx.attr(op, "permutation").map(|a| ctx.attr_kind(a)) {
        p.write(&ctx.affine().map_to_string(*m));
    }
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &["permutation"]);
    p.write(" : ");
    p.print_type(ctx.value_type(ctx.operand(op, 0)));
    p.write(" to ");
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

/// What [`print_transpose`] prints, for alias collection.
pub fn transpose_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = ods::builtin::all_attrs(ctx, op)
        .into_iter()
        .filter(|a| ctx.str(a.name) != b"permutation")
        .map(|a| AliasVisit::Attr(a.value))
        .collect();
    v.push(AliasVisit::Type(ctx.value_type(ctx.operand(op, 0))));
    v.push(AliasVisit::Type(ctx.value_type(ctx.result(op, 0))));
    v
}

// -------------------------------------------------- memref.alloca_scope

/// `memref.alloca_scope [-> (types)] region attr-dict`.
pub fn parse_alloca_scope(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let types = p.parse_optional_arrow_type_list()?;
    state.types.extend(types);
    let body = p.ctx().create_region();
    p.parse_region(body)?;
    let loc = state.loc;
    // `SingleBlockImplicitTerminator<AllocaScopeReturnOp>`.
    ensure_terminator(p.ctx(), body, loc, super::AllocaScopeReturnOp::NAME);
    state.regions.push(body);
    p.parse_optional_attr_dict(&mut state.attributes)
}

/// Prints `memref.alloca_scope` as MLIR does (two spaces before the
/// region; the terminator only when the scope has results).
pub fn print_alloca_scope(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    p.write(" ");
    let types: Vec<ods::ir::Type> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
    if !types.is_empty() {
        p.write(" -> (");
        p.print_types(&types);
        p.write(")");
    }
    p.write(" ");
    p.print_region(ctx.region(op, 0), false, !types.is_empty(), false);
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// What [`print_alloca_scope`] prints, for alias collection.
pub fn alloca_scope_alias_visit(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = ctx
        .results(op)
        .map(|r| AliasVisit::Type(ctx.value_type(r)))
        .collect();
    v.push(AliasVisit::RegionNoEntryArgs(ctx.region(op, 0)));
    v.extend(
        ods::builtin::all_attrs(ctx, op)
            .into_iter()
            .map(|a| AliasVisit::Attr(a.value)),
    );
    v
}
