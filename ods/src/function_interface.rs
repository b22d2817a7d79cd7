//! `FunctionOpInterface` (MLIR's `FunctionInterfaces` and
//! `function_interface_impl`): the syntax, verification and signature
//! access every function-like op shares. An op gets them by listing
//! `FunctionOpInterface` in its traits (the verification runs there) and
//! naming the hooks:
//!
//! ```text
//! ods::op! {
//!     #[op(name = "toy.func")]
//!     pub struct FuncOp {
//!         #[attr] sym_name: SymbolNameAttr,
//!         #[attr] function_type: TypeAttrOf<FunctionType>,
//!         #[attr(optional)] sym_visibility: StrAttr,
//!         #[attr(optional)] arg_attrs: DictArrayAttr,
//!         #[attr(optional)] res_attrs: DictArrayAttr,
//!         #[region] body: AnyRegion,
//!     }
//!     traits: [FunctionOpInterface, IsolatedFromAbove],
//!     parse: ods::function_interface::parse_function_op,
//!     print: ods::function_interface::print_function_op,
//! }
//! ```
//!
//! The attribute names are MLIR's defaults (`getFunctionTypeAttrName()`,
//! ...): `sym_name`, `function_type`, `sym_visibility`, `arg_attrs`,
//! `res_attrs`; the body is the op's first region.

use crate::asm::lexer::TokenKind;
use crate::asm::{Argument, OpAsmParser, OpAsmPrinter, PResult};
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, Context, NamedAttribute, Operation, OperationState, Type};
use smallvec::SmallVec;

/// `'t'`, as MLIR streams a type into a diagnostic.
fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", crate::asm::print_type_local(ctx, t))
}

/// The inputs and results of a function type.
pub fn signature(ctx: &Context, t: Type) -> Option<(&[Type], &[Type])> {
    match ctx.type_kind(t) {
        crate::ir::TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// The `function_type` of a function-like op.
pub fn function_type(ctx: &Context, func: Operation) -> Option<Type> {
    match ctx.attr_kind(ctx.attr(func, "function_type")?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The verification the `FunctionOpInterface` trait gives an op (run in
/// its place among the op's traits): the `SymbolOpInterface` trait
/// (`detail::verifySymbol`, then "declarations are not public"), then
/// `function_interface_impl::verifyTrait`: `arg_attrs` / `res_attrs`
/// against the signature, and `verifyBody`: the entry block's arguments
/// against `function_type`.
pub fn verify_function_op(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    crate::symbol_table::verify_symbol(ctx, op)?;
    let body = ctx.region(op, 0);
    let external = ctx.region_is_empty(body);
    let public = match ctx.attr(op, "sym_visibility").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => ctx.str(*value) == b"public",
        _ => true,
    };
    if external && public {
        return Err(ctx.emit_op_error(op, "symbol declaration cannot have public visibility"));
    }
    let Some((inputs, results)) = function_type(ctx, op).and_then(|t| signature(ctx, t)) else {
        return Ok(());
    };
    for (what, name, count) in [
        ("argument", "arg_attrs", inputs.len()),
        ("result", "res_attrs", results.len()),
    ] {
        let Some(all) = ctx.attr(op, name) else {
            continue;
        };
        let AttrKind::Array(dicts) = ctx.attr_kind(all) else {
            continue;
        };
        if dicts.len() != count {
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                    dicts.len()
                ),
            ));
        }
        for &d in dicts.iter() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
                return Err(ctx.emit_op_error(
                    op,
                    format!(
                        "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                        crate::asm::print_attribute_local(ctx, d)
                    ),
                ));
            };
            if entries.iter().any(|e| !ctx.str(e.name).contains(&b'.')) {
                let plural = if what == "argument" {
                    "arguments"
                } else {
                    "results"
                };
                return Err(
                    ctx.emit_op_error(op, format!("{plural} may only have dialect attributes"))
                );
            }
        }
    }
    // verifyBody
    if external {
        return Ok(());
    }
    let entry = ctx.region_blocks(body)[0];
    let args = ctx.block_args(entry);
    if args.len() != inputs.len() {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &want)) in args.iter().zip(inputs.iter()).enumerate() {
        let got = ctx.value_type(a);
        if got != want {
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    quoted(ctx, got),
                    quoted(ctx, want)
                ),
            ));
        }
    }
    Ok(())
}

fn named(p: &mut OpAsmParser<'_, '_, '_, '_>, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute {
        name: p.ctx().intern(name.as_bytes()),
        value,
    }
}

/// `function_interface_impl::parseFunctionOp` (no variadic signatures):
/// `[visibility] @name(%arg: type {attrs}, ...) [-> results] [attributes
/// {...}] [body]`, into `sym_visibility`, `sym_name`, `function_type`,
/// `arg_attrs`, `res_attrs` and the body region.
pub fn parse_function_op(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    if let Some(vis) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        let v = p.ctx().string_attr(vis.as_bytes());
        let a = named(p, "sym_visibility", v);
        state.attributes.push(a);
    }
    let name = p.parse_symbol_name()?;
    let a = named(p, "sym_name", name);
    state.attributes.push(a);

    // The argument list: either all arguments are named (`%a: t`) or none is.
    let mut args: Vec<Argument> = Vec::new();
    p.parse_paren_list(|p| {
        if let Some(arg) = p.parse_optional_argument()? {
            if args.last().is_some_and(|prev| prev.ssa.is_none()) {
                let s = arg.ssa.as_ref().expect("named argument");
                return p.emit_error_at((s.line, s.col), "expected type instead of SSA identifier");
            }
            args.push(arg);
        } else {
            if args.last().is_some_and(|prev| prev.ssa.is_some()) {
                return p.emit_error("expected SSA identifier");
            }
            let ty = p.parse_type()?;
            let mut attrs = SmallVec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            let loc = p.parse_optional_location_specifier()?;
            args.push(Argument {
                ssa: None,
                ty,
                attrs: attrs.into_vec(),
                loc,
            });
        }
        Ok(())
    })?;

    // The result list: one type, or a parenthesized list with attributes.
    let mut results: Vec<(Type, Vec<NamedAttribute>)> = Vec::new();
    if p.parse_optional_punct(TokenKind::Arrow) {
        if !p.parse_optional_punct(TokenKind::LParen) {
            let ty = p.parse_type()?;
            results.push((ty, Vec::new()));
        } else if !p.parse_optional_punct(TokenKind::RParen) {
            loop {
                let ty = p.parse_type()?;
                let mut attrs = SmallVec::new();
                p.parse_optional_attr_dict(&mut attrs)?;
                results.push((ty, attrs.into_vec()));
                if !p.parse_optional_punct(TokenKind::Comma) {
                    break;
                }
            }
            p.parse_punct(TokenKind::RParen)?;
        }
    }
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
    let fty = p.ctx().function_type(&inputs, &outputs);
    let fty = p.ctx().type_attr(fty);
    let a = named(p, "function_type", fty);
    state.attributes.push(a);

    // `attributes {...}`, without the attributes the syntax already gives.
    let dict_pos = p.current_position();
    let mut parsed = SmallVec::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    for inferred in ["sym_visibility", "sym_name", "function_type"] {
        if parsed
            .iter()
            .any(|a: &NamedAttribute| p.ctx_ref().str(a.name) == inferred.as_bytes())
        {
            return p.emit_error_at(
                dict_pos,
                format!("'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
        }
    }
    state.attributes.extend(parsed);

    // `arg_attrs` / `res_attrs` only when some dictionary is non-empty.
    for (name, dicts) in [
        (
            "arg_attrs",
            args.iter().map(|a| a.attrs.clone()).collect::<Vec<_>>(),
        ),
        ("res_attrs", results.iter().map(|r| r.1.clone()).collect()),
    ] {
        if dicts.iter().all(|d| d.is_empty()) {
            continue;
        }
        let elems: Vec<Attribute> = dicts
            .into_iter()
            .map(|d| p.ctx().dictionary_attr(d))
            .collect();
        let arr = p.ctx().array_attr(&elems);
        let a = named(p, name, arr);
        state.attributes.push(a);
    }

    // The optional body; the printer never prints an empty one.
    let region = p.ctx().create_region();
    let body_pos = p.current_position();
    if p.parse_optional_region_with_args(region, &args, true)? && p.ctx().region_is_empty(region) {
        return p.emit_error_at(body_pos, "expected non-empty function body");
    }
    state.regions.push(region);
    Ok(())
}

/// `function_interface_impl::printFunctionOp`: the syntax
/// [`parse_function_op`] reads.
pub fn print_function_op(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(AttrKind::String { value, .. }) =
        ctx.attr(op, "sym_visibility").map(|a| ctx.attr_kind(a))
    {
        p.write(&String::from_utf8_lossy(ctx.str(*value)));
        p.write(" ");
    }
    p.print_symbol_name(crate::symbol_table::symbol_name(ctx, op).unwrap_or_default());
    let (inputs, results) = function_type(ctx, op)
        .and_then(|t| signature(ctx, t))
        .unwrap_or((&[], &[]));
    let dicts = |name: &str| -> Option<Vec<&[NamedAttribute]>> {
        match ctx.attr_kind(ctx.attr(op, name)?) {
            AttrKind::Array(ds) => Some(ds.iter().map(|&d| ctx.dictionary_entries(d)).collect()),
            _ => None,
        }
    };
    let arg_attrs = dicts("arg_attrs");
    let res_attrs = dicts("res_attrs");
    let body = ctx.region(op, 0);
    let external = ctx.region_is_empty(body);
    let entry_args: &[crate::ir::Value] = if external {
        &[]
    } else {
        ctx.block_args(ctx.region_blocks(body)[0])
    };
    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = arg_attrs
            .as_ref()
            .and_then(|a| a.get(i).copied())
            .unwrap_or(&[]);
        match entry_args.get(i) {
            Some(&v) if !external => p.print_region_argument(v, attrs),
            _ => {
                p.print_type(t);
                p.print_optional_attr_dict(attrs, &[]);
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let first_has_attrs = res_attrs
            .as_ref()
            .and_then(|a| a.first())
            .is_some_and(|d| !d.is_empty());
        let parens = results.len() > 1
            || matches!(
                ctx.type_kind(results[0]),
                crate::ir::TypeKind::Function { .. }
            )
            || first_has_attrs;
        if parens {
            p.write("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(t);
            if let Some(d) = res_attrs.as_ref().and_then(|a| a.get(i)) {
                p.print_optional_attr_dict(d, &[]);
            }
        }
        if parens {
            p.write(")");
        }
    }
    let attrs = crate::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "sym_name",
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if !external {
        p.write(" ");
        p.print_region(body, false, true, false);
    }
}
