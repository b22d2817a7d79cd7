//! An optional group cannot start with a type directive.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand(optional)] x: AnyType,
    }
    format: "(type($x) $x^)? attr-dict",
}

fn main() {}
