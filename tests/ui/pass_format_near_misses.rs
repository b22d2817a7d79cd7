//! Valid formats next to the compile-fail cases: each op is one fix away
//! from an error in `fmt_*.rs` and must compile.

use ods::asm::{OpAsmPrinter, PResult};
use ods::format::parse::FormatParser;
use ods::format::{CustomArg, CustomDirective};
use ods::ir::Operation;
use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

fn parse_note(fp: &mut FormatParser<'_, '_, '_, '_, '_>, _args: &[CustomArg]) -> PResult<()> {
    fp.p.parse_optional_keyword("noted");
    Ok(())
}

fn print_note(p: &mut OpAsmPrinter<'_, '_, '_>, _op: Operation, _args: &[CustomArg]) {
    p.write("noted");
}

#[allow(non_upper_case_globals)]
static Note: CustomDirective = CustomDirective {
    name: "Note",
    parse: parse_note,
    print: print_note,
};

ods::op! {
    /// An optional operand anchors its group (fmt_anchor_not_optional_operand).
    #[op(name = "t.a")]
    pub struct AOp {
        #[operand(optional)] x: AnyType,
    }
    format: "(`foo` $x^ `:` type($x))? attr-dict",
}

ods::op! {
    /// A default-valued attribute anchors its group (fmt_anchor_required_attr).
    #[op(name = "t.b")]
    pub struct BOp {
        #[attr(default = 0)] a: I64Attr,
    }
    format: "(`foo` $a^)? attr-dict",
}

ods::op! {
    /// `ref` after the operand is bound (fmt_ref_before_bound).
    #[op(name = "t.c")]
    pub struct COp {
        #[operand] x: Index,
    }
    format: "$x custom<Note>(ref($x)) attr-dict",
}

ods::op! {
    /// `oilist` clauses over optional values (fmt_oilist_single_operand,
    /// fmt_oilist_required_attr).
    #[op(name = "t.d")]
    pub struct DOp {
        #[operand(optional)] x: AnyType,
        #[attr] u: UnitAttr,
    }
    format: "oilist(`a` $x `:` type($x) | `b` $u) attr-dict",
}

ods::op! {
    /// An else group of literals; the group starts after whitespace
    /// (fmt_else_group_attr_dict, fmt_optional_group_first_type).
    #[op(name = "t.e")]
    pub struct EOp {
        #[attr] u: UnitAttr,
        #[attr(optional)] v: I64Attr,
    }
    format: "(`foo` $u^) : (`bar`)? (` ` $v^)? attr-dict",
}

ods::op! {
    /// `operands`/`results` in types, `functional-type` with both arguments
    /// (fmt_functional_type_one_argument, fmt_results_outside_type).
    #[op(name = "t.f")]
    pub struct FOp {
        #[operand] x: AnyType,
        #[result] r: AnyType,
    }
    format: "operands attr-dict `:` functional-type(operands, results)",
}

ods::op! {
    /// An optional result's type inside a group, and `prop-dict` once
    /// (fmt_result_type_in_group_not_optional, fmt_prop_dict_twice).
    #[op(name = "t.g")]
    pub struct GOp {
        #[operand] x: Index,
        #[result(optional)] r: AnyType,
    }
    format: "$x prop-dict attr-dict (`->` type($r)^)?",
}

fn main() {
    let mut ctx = ods::ir::Context::new();
    ctx.register_dialect("t", false);
    AOp::register(&mut ctx);
    BOp::register(&mut ctx);
    COp::register(&mut ctx);
    DOp::register(&mut ctx);
    EOp::register(&mut ctx);
    FOp::register(&mut ctx);
    GOp::register(&mut ctx);
}
