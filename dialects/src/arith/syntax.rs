//! The hand-written syntax of arith: `arith.select`'s parser and printer
//! (`hasCustomAssemblyFormat`) and the result names of `arith.constant` and
//! `arith.muli` (`OpAsmOpInterface::getAsmResultNames`).

use ods::asm::lexer::TokenKind;
use ods::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods::ir::{AttrKind, Context, OpTraits, Operation, OperationState, TypeKind, Value};

/// `arith.select %cond, %true, %false attr-dict : [cond-type ,] type`: the
/// condition type is written only when it is not `i1`.
pub fn parse_select(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let start = p.current_position();
    // `parseOperandList(operands, 3)`: without a first operand, the core
    // parser's errors.
    if !p.at(TokenKind::PercentIdentifier) {
        if p.at(TokenKind::LParen) || p.at(TokenKind::LSquare) {
            return p.emit_error_unprefixed("unexpected delimiter");
        }
        return p.emit_error_wrong_token_unprefixed("expected operand");
    }
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return p.emit_error_at(start, "expected 3 operands");
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(TokenKind::Colon)?;
    let mut result_type = p.parse_type()?;
    let condition_type = if p.parse_optional_punct(TokenKind::Comma) {
        let cond = result_type;
        result_type = p.parse_type()?;
        cond
    } else {
        p.ctx().int_type(1)
    };
    state.types.push(result_type);
    p.resolve_operands(
        &operands,
        &[condition_type, result_type, result_type],
        &mut state.operands,
    )
}

/// Prints `arith.select`.
pub fn print_select(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation) {
    let ctx = p.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    p.write(" ");
    p.print_operands(&operands);
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    let cond = ctx.value_type(operands[0]);
    if ctx.shaped_info(cond).is_some()
        || matches!(
            ctx.type_kind(cond),
            TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. }
        )
    {
        p.print_type(cond);
        p.write(", ");
    }
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

/// `ConstantOp::getAsmResultNames`: `%true`/`%false` for `i1` integers,
/// `%c<value>` (signed) with `_<type>` for integer types (`%c42_i32`,
/// `%c-1_i64`) and without for `index` (`%c0`), `%cst` otherwise.
pub fn constant_result_names(ctx: &Context, op: Operation) -> Vec<(usize, String)> {
    let ty = ctx.value_type(ctx.result(op, 0));
    let value = ctx.attr(op, "value").map(|a| ctx.attr_kind(a));
    let name = match value {
        Some(AttrKind::Integer { value, .. }) => match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                if value.is_zero() { "false" } else { "true" }.to_string()
            }
            TypeKind::Integer { .. } => format!(
                "c{}_{}",
                value.to_string_signed(),
                ods::asm::print_type_local(ctx, ty)
            ),
            _ => format!("c{}", value.to_string_signed()),
        },
        _ => "cst".to_string(),
    };
    vec![(0, name)]
}

/// `MulIOp::getAsmResultNames`: `base * vector.vscale` on `index` is named
/// `%c<base>_vscale`.
pub fn muli_result_names(ctx: &Context, op: Operation) -> Vec<(usize, String)> {
    let result = ctx.result(op, 0);
    if !ctx.is_index(ctx.value_type(result)) {
        return Vec::new();
    }
    let is_vscale = |v: Value| {
        ctx.defining_op(v).is_some_and(|d| {
            ctx.op_name_str(ctx.op_name_of(d)) == crate::vector::VectorScaleOp::NAME_BYTES
        })
    };
    let constant = |v: Value| -> Option<i64> {
        let d = ctx.defining_op(v)?;
        if !ctx.has_trait(d, OpTraits::CONSTANT_LIKE) {
            return None;
        }
        match ctx.attr_kind(ctx.attr(d, "value")?) {
            AttrKind::Integer { value, .. } => Some(value.sext_u64()),
            _ => None,
        }
    };
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let base = match (constant(lhs), constant(rhs)) {
        (Some(b), _) if is_vscale(rhs) => b,
        (_, Some(b)) if is_vscale(lhs) => b,
        _ => return Vec::new(),
    };
    vec![(0, format!("c{base}_vscale"))]
}
