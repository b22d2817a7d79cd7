//! What MLIR keeps in `ViewLikeInterface.cpp` for every dialect: the
//! `custom<DynamicIndexList>` directive (`parseDynamicIndexList` /
//! `printDynamicIndexList`), one implementation for `memref` (subview
//! offsets, sizes and strides, `expand_shape`'s output shape) and `vector`
//! (`extract`/`insert` positions).

use ods::asm::lexer::TokenKind;
use ods::asm::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods::format::parse::FormatParser;
use ods::format::{CustomArg, CustomDirective};
use ods::ir::{Operation, Value, DYNAMIC};
use ods::opdef::constraint::attrs::{dense_array_attr, dense_array_values};

/// `parseDynamicIndexList` with square brackets: `[` (SSA value | integer,
/// each optionally in `[...]` for a scalable entry) (`,` ...)* `]`;
/// dynamic entries are `ShapedType::kDynamic` in the integer list. On a
/// malformed list MLIR reports the list's error, then "expected SSA value
/// or integer" at the op name; so does this.
fn parse_dynamic_index_list(
    fp: &mut FormatParser<'_, '_, '_, '_, '_>,
    args: &[CustomArg],
) -> PResult<()> {
    let mut values = Vec::new();
    let mut ints: Vec<i64> = Vec::new();
    if parse_index_list_body(fp.p, &mut values, &mut ints).is_err() {
        return fp
            .p
            .emit_further_error_at_name("expected SSA value or integer");
    }
    if let Some(&a) = args.first() {
        fp.set_operands(a, values);
    }
    if let Some(&a) = args.get(1) {
        let attr = dense_array_attr(fp.p.ctx(), 64, &ints);
        fp.set_attr(a, attr);
    }
    Ok(())
}

fn parse_index_list_body(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    ints: &mut Vec<i64>,
) -> PResult<()> {
    if !p.consume_if(TokenKind::LSquare) {
        return p.emit_core_error_wrong_token("expected '[' in dynamic index list");
    }
    if p.consume_if(TokenKind::RSquare) {
        return Ok(());
    }
    loop {
        let operand = p.parse_optional_operand()?;
        // `[` marks a scalable entry; the directive's two-argument form has
        // no flags to record it in, but accepts the syntax (as MLIR does).
        let scalable = p.consume_if(TokenKind::LSquare);
        match operand {
            Some(v) => {
                values.push(v);
                ints.push(DYNAMIC);
            }
            None => ints.push(p.parse_integer()?),
        }
        if scalable && !p.consume_if(TokenKind::RSquare) {
            return p.emit_core_error_wrong_token("expected ']'");
        }
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    if !p.consume_if(TokenKind::RSquare) {
        return p.emit_core_error_wrong_token("expected ']' in dynamic index list");
    }
    Ok(())
}

/// `printDynamicIndexList`: `[1, %i, 3]`, the dynamic entries of `ints`
/// taken from `values` in order.
pub fn print_index_list(p: &mut OpAsmPrinter<'_, '_, '_>, values: &[Value], ints: &[i64]) {
    p.write("[");
    let mut k = 0;
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC {
            if let Some(&value) = values.get(k) {
                p.print_operand(value);
            }
            k += 1;
        } else {
            p.write(&v.to_string());
        }
    }
    p.write("]");
}

fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation, args: &[CustomArg]) {
    let ctx = p.ctx();
    let Some(spec) = ctx.op_def(op).and_then(|d| d.ods) else {
        return;
    };
    let values = match args.first() {
        Some(&CustomArg::Operand(g)) => ods::opdef::operand_group_values(ctx, op, spec, g as usize),
        _ => Vec::new(),
    };
    let ints = match args.get(1) {
        Some(&CustomArg::Attr(i)) => spec
            .attributes
            .get(i as usize)
            .and_then(|a| ctx.attr(op, a.name))
            .and_then(|a| dense_array_values(ctx, a))
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    print_index_list(p, &values, &ints);
}

/// `custom<DynamicIndexList>($dynamic, $static)`: mixed static and dynamic
/// indices in square brackets (`[0, %i, 4]`); a static `-1` is the poison
/// index of `vector.extract`/`insert`.
#[allow(non_upper_case_globals)]
pub static DynamicIndexList: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
};
