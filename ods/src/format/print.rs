//! Printing an operation with its declarative format (what mlir-tblgen's
//! generated `print` method does). Spacing was decided when the format was
//! compiled; this walks the elements.

use super::{Anchor, CustomArg, Element, Format, TypeTarget};
use crate::asm::OpAsmPrinter;
use crate::ir::{AttrKind, Attribute, Context, NamedAttribute, Operation, Type, TypeKind};
use crate::opdef::{
    operand_group, result_group, AttrPresence, OpSpec, OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES,
};

/// Prints `op` (after its name) with `format`.
pub fn print(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation, spec: &OpSpec, format: &Format) {
    print_elements(p, op, spec, format, format.elements);
}

fn print_elements(
    p: &mut OpAsmPrinter<'_, '_, '_>,
    op: Operation,
    spec: &OpSpec,
    format: &Format,
    elements: &[Element],
) {
    for e in elements {
        print_element(p, op, spec, format, e);
    }
}

fn space(p: &mut OpAsmPrinter<'_, '_, '_>, yes: bool) {
    if yes {
        p.write(" ");
    }
}

fn operand_values(ctx: &Context, op: Operation, spec: &OpSpec, g: u16) -> Vec<crate::ir::Value> {
    operand_group(ctx, op, spec, g as usize)
        .map(|k| ctx.operand(op, k))
        .collect()
}

fn target_types(ctx: &Context, op: Operation, spec: &OpSpec, t: TypeTarget) -> Vec<Type> {
    match t {
        TypeTarget::Operand(g) => operand_group(ctx, op, spec, g as usize)
            .map(|k| ctx.value_type(ctx.operand(op, k)))
            .collect(),
        TypeTarget::Result(g) => result_group(ctx, op, spec, g as usize)
            .map(|k| ctx.value_type(ctx.result(op, k)))
            .collect(),
        TypeTarget::Operands => ctx.operands(op).map(|v| ctx.value_type(v)).collect(),
        TypeTarget::Results => ctx.results(op).map(|v| ctx.value_type(v)).collect(),
    }
}

/// The default value of default-valued attribute `i`, if it exists in the
/// context (it does once the op was registered).
fn default_of(ctx: &Context, spec: &OpSpec, i: usize) -> Option<Attribute> {
    match spec.attributes.get(i)?.presence {
        AttrPresence::Default { .. } => ctx.ods_default_attr(spec, i),
        _ => None,
    }
}

/// Whether an optional group's anchor is present.
pub fn anchor_present(ctx: &Context, op: Operation, spec: &OpSpec, a: Anchor) -> bool {
    match a {
        Anchor::Operand(g) | Anchor::OperandType(g) => {
            !operand_group(ctx, op, spec, g as usize).is_empty()
        }
        Anchor::ResultType(g) => !result_group(ctx, op, spec, g as usize).is_empty(),
        Anchor::Attr(i) => {
            let Some(attr_spec) = spec.attributes.get(i as usize) else {
                return false;
            };
            match ctx.attr(op, attr_spec.name) {
                None => false,
                Some(v) => default_of(ctx, spec, i as usize) != Some(v),
            }
        }
        Anchor::Region(i) => ctx
            .regions(op)
            .nth(i as usize)
            .is_some_and(|r| !ctx.region_blocks(r).is_empty()),
        Anchor::Successor(i) => ctx.num_successors(op) > i as usize,
    }
}

fn print_types(p: &mut OpAsmPrinter<'_, '_, '_>, ts: &[Type], qualified: bool) {
    let _ = qualified;
    p.print_types(ts);
}

/// MLIR's `printFunctionalType`: `(inputs) -> result` or `-> (results)`.
pub fn print_functional_type(p: &mut OpAsmPrinter<'_, '_, '_>, inputs: &[Type], results: &[Type]) {
    p.write("(");
    p.print_types(inputs);
    p.write(") -> ");
    let wrap = results.len() != 1
        || results
            .first()
            .is_some_and(|&t| matches!(p.ctx().type_kind(t), TypeKind::Function { .. }));
    if wrap {
        p.write("(");
    }
    p.print_types(results);
    if wrap {
        p.write(")");
    }
}

fn print_element(
    p: &mut OpAsmPrinter<'_, '_, '_>,
    op: Operation,
    spec: &OpSpec,
    format: &Format,
    e: &Element,
) {
    let ctx = p.ctx();
    match *e {
        Element::Literal { text, space: s } => {
            if text.is_empty() {
                return;
            }
            if text == "\n" {
                p.print_newline();
                return;
            }
            space(p, s);
            p.write(text);
        }
        Element::Operand { group, space: s } => {
            space(p, s);
            let vs = operand_values(ctx, op, spec, group);
            p.print_operands(&vs);
        }
        Element::Attr {
            index,
            space: s,
            qualified,
        } => {
            let Some(a) = spec.attributes.get(index as usize) else {
                return;
            };
            space(p, s);
            if let Some(v) = ctx.attr(op, a.name) {
                if qualified {
                    p.print_attribute(v);
                } else {
                    (a.constraint.print)(p, v);
                }
            }
        }
        Element::Region { index, space: s } => {
            space(p, s);
            if let Some(r) = ctx.regions(op).nth(index as usize) {
                print_format_region(p, spec, r);
            }
        }
        Element::Successor { index, space: s } => {
            space(p, s);
            if (index as usize) < ctx.num_successors(op) {
                let b = ctx.successor(op, index as usize);
                p.print_successor(b);
            }
        }
        Element::Type {
            target,
            space: s,
            qualified,
        } => {
            space(p, s);
            let ts = target_types(ctx, op, spec, target);
            // A single value's type goes through its constraint (a `TypeDef`
            // class prints stripped); lists print in full.
            let single = match target {
                TypeTarget::Operand(g) => spec.operands.get(g as usize),
                TypeTarget::Result(g) => spec.results.get(g as usize),
                _ => None,
            }
            .filter(|g| g.multiplicity != crate::opdef::Multiplicity::Variadic && !qualified);
            match (single, ts.as_slice()) {
                (Some(g), &[t]) => (g.constraint.print)(p, t),
                _ => print_types(p, &ts, qualified),
            }
        }
        Element::FunctionalType {
            inputs,
            results,
            space: s,
        } => {
            space(p, s);
            let ins = target_types(ctx, op, spec, inputs);
            let outs = target_types(ctx, op, spec, results);
            print_functional_type(p, &ins, &outs);
        }
        Element::Operands { space: s } => {
            space(p, s);
            let vs: Vec<_> = ctx.operands(op).collect();
            p.print_operands(&vs);
        }
        Element::Regions { space: s } => {
            space(p, s);
            let regions: Vec<_> = ctx.regions(op).collect();
            for (i, r) in regions.into_iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                print_format_region(p, spec, r);
            }
        }
        Element::Successors { space: s } => {
            space(p, s);
            let succs: Vec<_> = ctx.successors(op).collect();
            for (i, b) in succs.into_iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_successor(b);
            }
        }
        Element::AttrDict { with_keyword } => {
            let (attrs, elided) = attr_dict_parts(ctx, op, spec, format);
            let elided: Vec<&str> = elided.iter().map(|s| s.as_str()).collect();
            if with_keyword {
                p.print_optional_attr_dict_with_keyword(&attrs, &elided);
            } else {
                p.print_optional_attr_dict(&attrs, &elided);
            }
        }
        Element::PropDict { space: s } => {
            space(p, s);
            // The properties, with the attribute dictionary's elisions.
            if let Some(props) = ctx.properties(op) {
                let (_, elided) = attr_dict_parts(ctx, op, spec, format);
                let kept: Vec<NamedAttribute> = ctx
                    .dictionary_entries(props)
                    .iter()
                    .filter(|a| !elided.iter().any(|e| e.as_bytes() == ctx.str(a.name)))
                    .copied()
                    .collect();
                if !kept.is_empty() {
                    p.write("<");
                    p.print_attr_dict_literal(&kept);
                    p.write(">");
                }
            }
        }
        Element::Optional {
            then,
            otherwise,
            anchor,
            ..
        } => {
            if anchor_present(ctx, op, spec, anchor) {
                print_elements(p, op, spec, format, then);
            } else {
                print_elements(p, op, spec, format, otherwise);
            }
        }
        Element::OIList { clauses } => {
            for c in clauses {
                if anchor_present(ctx, op, spec, c.anchor) {
                    space(p, c.space);
                    p.write(c.keyword);
                    print_elements(p, op, spec, format, c.elements);
                }
            }
        }
        Element::Custom {
            directive,
            args,
            space: s,
        } => {
            space(p, s);
            (directive.print)(p, op, args);
        }
    }
}

/// All attributes of `op` (inherent and discardable, sorted by name) and the
/// names `attr-dict` elides: those the format prints, segment sizes, and
/// default-valued attributes equal to their default.
pub fn attr_dict_parts(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    format: &Format,
) -> (Vec<NamedAttribute>, Vec<String>) {
    let mut attrs: Vec<NamedAttribute> = ctx.dictionary_entries(ctx.discardable_attrs(op)).to_vec();
    // With `prop-dict` in the format, the properties print there.
    let has_prop_dict = format
        .elements
        .iter()
        .any(|e| matches!(e, Element::PropDict { .. }));
    if let Some(p) = ctx.properties(op).filter(|_| !has_prop_dict) {
        attrs.extend_from_slice(ctx.dictionary_entries(p));
    }
    attrs.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
    let mut elided: Vec<String> = Vec::new();
    if spec.has_operand_segments() {
        elided.push(OPERAND_SEGMENT_SIZES.to_string());
    }
    if spec.has_result_segments() {
        elided.push(RESULT_SEGMENT_SIZES.to_string());
    }
    for &i in format.consumed_attrs {
        elided.push(spec.attributes[i as usize].name.to_string());
    }
    for (i, a) in spec.attributes.iter().enumerate() {
        if let (Some(d), Some(v)) = (default_of(ctx, spec, i), ctx.attr(op, a.name)) {
            if d == v {
                elided.push(a.name.to_string());
            }
        }
    }
    (attrs, elided)
}

/// Prints a plain attribute variable: without its type when `value_type`
/// names the attribute's type.
pub fn print_plain_attr(
    p: &mut OpAsmPrinter<'_, '_, '_>,
    attr: Attribute,
    value_type: Option<TypeKind>,
) {
    let ctx = p.ctx();
    let elide = match (value_type, ctx.attr_type(attr)) {
        (Some(k), Some(t)) => *ctx.type_kind(t) == k,
        _ => false,
    };
    if elide && !matches!(ctx.attr_kind(attr), AttrKind::Unit) {
        p.print_attribute_without_type(attr);
    } else {
        p.print_attribute(attr);
    }
}

/// Prints `custom` directive arguments for directives that need values.
pub fn custom_arg_values(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    arg: CustomArg,
) -> Vec<crate::ir::Value> {
    match arg {
        CustomArg::Operand(g) => operand_values(ctx, op, spec, g),
        _ => Vec::new(),
    }
}

/// A region as mlir-tblgen prints it: with `SingleBlockImplicitTerminator`,
/// the terminator is left out unless it carries operands, results or
/// attributes.
fn print_format_region(p: &mut OpAsmPrinter<'_, '_, '_>, spec: &OpSpec, r: crate::ir::Region) {
    let implicit = spec.implicit_terminator().is_some();
    let mut print_terminator = true;
    if implicit {
        let ctx = p.ctx();
        if let Some(&b) = ctx.region_blocks(r).first() {
            if let Some(term) = ctx
                .block_last_op(b)
                .filter(|&t| ctx.has_trait(t, crate::ir::OpTraits::IS_TERMINATOR))
            {
                let has_attrs = !ctx
                    .dictionary_entries(ctx.discardable_attrs(term))
                    .is_empty()
                    || ctx
                        .properties(term)
                        .is_some_and(|a| !ctx.dictionary_entries(a).is_empty());
                print_terminator =
                    has_attrs || ctx.num_operands(term) != 0 || ctx.num_results(term) != 0;
            }
        }
    }
    p.print_region(r, true, print_terminator, false);
}
