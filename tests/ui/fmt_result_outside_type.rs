//! A result variable outside `type(...)`.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[result] r: AnyType,
    }
    format: "$x $r attr-dict `:` type($x) type($r)",
}

fn main() {}
