//! The core of the builtin dialect the IR itself relies on: `builtin.module`
//! (the top-level container the parser creates) and
//! `builtin.unrealized_conversion_cast` (used as forward-reference placeholder).
//!
//! These two are written by hand because the parser needs them before any
//! dialect crate is loaded (MLIR defines them inside its IR library too).

use crate::asm::lexer::TokenKind;
use crate::asm::{AliasVisit, OpAsmParser, OpAsmPrinter, PResult};
use crate::diag::Diagnostic;
use crate::ir::{
    Arity, AttrKind, Attribute, Context, OpDefinition, OpTraits, Operation, OperationState,
};

/// `builtin.module`
pub static MODULE: OpDefinition = OpDefinition {
    name: "builtin.module",
    traits: OpTraits::NO_REGION_ARGUMENTS
        .with(OpTraits::NO_TERMINATOR)
        .with(OpTraits::SINGLE_BLOCK)
        .with(OpTraits::AFFINE_SCOPE)
        .with(OpTraits::ISOLATED_FROM_ABOVE)
        .with(OpTraits::SYMBOL_TABLE)
        .with(OpTraits::SYMBOL)
        .with(OpTraits::HAS_ONLY_GRAPH_REGION),
    num_operands: Arity::Exactly(0),
    num_results: Arity::Exactly(0),
    num_regions: Arity::Exactly(1),
    num_successors: Arity::Exactly(0),
    convert_properties: Some(convert_module_properties),
    verify: Some(verify_module),
    verify_regions: None,
    parse: Some(parse_module),
    print: Some(print_module),
    inherent_attrs: &["sym_name", "sym_visibility"],
    default_dialect: "builtin",
    alias_visit: Some(alias_visit_module),
    asm_result_names: None,
    asm_block_arg_names: None,
    verify_symbol_uses: None,
    ods: None,
};

/// `builtin.unrealized_conversion_cast`
pub static UNREALIZED_CONVERSION_CAST: OpDefinition = OpDefinition {
    name: "builtin.unrealized_conversion_cast",
    traits: OpTraits::NO_MEMORY_EFFECT.with(OpTraits::ALWAYS_SPECULATABLE),
    num_operands: Arity::ANY,
    num_results: Arity::ANY,
    num_regions: Arity::Exactly(0),
    num_successors: Arity::Exactly(0),
    convert_properties: Some(no_properties),
    verify: Some(verify_cast),
    verify_regions: None,
    parse: Some(parse_cast),
    print: Some(print_cast),
    inherent_attrs: &[],
    default_dialect: "",
    alias_visit: Some(alias_visit_cast),
    asm_result_names: None,
    asm_block_arg_names: None,
    verify_symbol_uses: None,
    ods: None,
};

/// Registers the builtin dialect's core operations.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect("builtin", false);
    ctx.register_op(&MODULE);
    ctx.register_op(&UNREALIZED_CONVERSION_CAST);
}

fn is_string_attr(ctx: &Context, a: crate::ir::Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { ty, .. } if ctx.is_none_type(*ty))
}

/// Properties of ops without inherent attributes.
pub fn no_properties(_: &Context, _: Attribute) -> Result<(), String> {
    Err("this operation does not support properties".into())
}

fn convert_module_properties(ctx: &Context, props: Attribute) -> Result<(), String> {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return Err("expected DictionaryAttr to set properties".into());
    };
    for e in entries.iter() {
        let name = ctx.str(e.name);
        if (name == b"sym_name" || name == b"sym_visibility") && !is_string_attr(ctx, e.value) {
            return Err(format!(
                "Invalid attribute `{}` in property conversion: {}",
                String::from_utf8_lossy(name),
                crate::asm::print_attribute_local(ctx, e.value)
            ));
        }
    }
    Ok(())
}

fn verify_module(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    // NoRegionArguments
    let region = ctx.region(op, 0);
    let blocks = ctx.region_blocks(region);
    if let Some(&b) = blocks.first() {
        if !ctx.block_args(b).is_empty() {
            return Err(ctx.emit_op_error(op, "region should have no arguments"));
        }
    }
    // SingleBlock
    if blocks.len() > 1 {
        return Err(ctx.emit_op_error(op, "expects region #0 to have 0 or 1 blocks"));
    }
    // ODS invariants: attribute and region constraints.
    if let Some(a) = ctx.attr(op, "sym_name") {
        if !is_string_attr(ctx, a) {
            return Err(ctx.emit_op_error(
                op,
                "attribute 'sym_name' failed to satisfy constraint: string attribute",
            ));
        }
    }
    if let Some(a) = ctx.attr(op, "sym_visibility") {
        if !is_string_attr(ctx, a) {
            return Err(ctx.emit_op_error(
                op,
                "attribute 'sym_visibility' failed to satisfy constraint: string attribute",
            ));
        }
    }
    if blocks.len() != 1 {
        return Err(ctx.emit_op_error(
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    // SymbolOpInterface (the name is optional for modules).
    if let Some(vis) = ctx.attr(op, "sym_visibility") {
        if let AttrKind::String { value, .. } = ctx.attr_kind(vis) {
            let v = ctx.str(*value);
            if v != b"public" && v != b"private" && v != b"nested" {
                let text = crate::asm::print_attribute_local(ctx, vis);
                return Err(ctx.emit_op_error(
                    op,
                    format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {text}"),
                ));
            }
        }
    }
    // ModuleOp::verify: only dialect-prefixed discardable attribute names.
    let attrs = ctx.dictionary_entries(ctx.discardable_attrs(op));
    for a in attrs {
        let name = ctx.str(a.name);
        if !name.contains(&b'.') && name != b"sym_name" && name != b"sym_visibility" {
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "can only contain attributes with dialect-prefixed names, found: '{}'",
                    String::from_utf8_lossy(name)
                ),
            ));
        }
    }
    Ok(())
}

fn parse_module(p: &mut OpAsmParser<'_, '_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let key = p.ctx().intern(b"sym_name");
        state.attributes.push(crate::ir::NamedAttribute {
            name: key,
            value: name,
        });
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let region = p.ctx().create_region();
    p.parse_region(region)?;
    if p.ctx().region_is_empty(region) {
        let b = p.ctx().create_block();
        p.ctx().append_block(region, b);
    }
    state.regions.push(region);
    Ok(())
}

fn print_module(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    if let Some(name) = ctx.attr(op, "sym_name") {
        if let AttrKind::String { value, .. } = ctx.attr_kind(name) {
            p.write(" ");
            p.print_symbol_name(ctx.str(*value));
        }
    }
    let attrs = all_attrs(ctx, op);
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
    p.write(" ");
    p.print_region(ctx.region(op, 0), true, true, false);
}

/// Inherent and discardable attributes merged and sorted (MLIR `getAttrs()`).
pub fn all_attrs(ctx: &Context, op: Operation) -> Vec<crate::ir::NamedAttribute> {
    let mut v: Vec<crate::ir::NamedAttribute> =
        ctx.dictionary_entries(ctx.discardable_attrs(op)).to_vec();
    if let Some(props) = ctx.properties(op) {
        v.extend_from_slice(ctx.dictionary_entries(props));
    }
    v.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
    v
}

fn alias_visit_module(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = all_attrs(ctx, op)
        .into_iter()
        .filter(|a| ctx.str(a.name) != b"sym_name")
        .map(|a| AliasVisit::Attr(a.value))
        .collect();
    v.push(AliasVisit::Region(ctx.region(op, 0)));
    v
}

fn verify_cast(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    if ctx.num_results(op) == 0 {
        return Err(ctx.emit_op_error(op, "expected at least one result for cast operation"));
    }
    Ok(())
}

/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`
fn parse_cast(p: &mut OpAsmParser<'_, '_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let inputs = p.parse_operand_list()?;
    let mut input_types = Vec::new();
    if !inputs.is_empty() {
        p.parse_punct(TokenKind::Colon)?;
        input_types = p.parse_type_list()?;
    }
    p.parse_keyword("to")?;
    let outputs = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.resolve_operands(&inputs, &input_types, &mut state.operands)?;
    state.types = outputs.into();
    Ok(())
}

fn print_cast(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let inputs: Vec<_> = ctx.operands(op).collect();
    if !inputs.is_empty() {
        p.write(" ");
        p.print_operands(&inputs);
        p.write(" : ");
        let tys: Vec<_> = inputs.iter().map(|v| ctx.value_type(*v)).collect();
        p.print_types(&tys);
    }
    p.write(" to ");
    let tys: Vec<_> = ctx.results(op).map(|v| ctx.value_type(v)).collect();
    p.print_types(&tys);
    let attrs = all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

fn alias_visit_cast(ctx: &Context, op: Operation) -> Vec<AliasVisit> {
    let mut v: Vec<AliasVisit> = ctx
        .operands(op)
        .map(|x| AliasVisit::Type(ctx.value_type(x)))
        .collect();
    v.extend(ctx.results(op).map(|x| AliasVisit::Type(ctx.value_type(x))));
    v.extend(
        all_attrs(ctx, op)
            .into_iter()
            .map(|a| AliasVisit::Attr(a.value)),
    );
    v
}
