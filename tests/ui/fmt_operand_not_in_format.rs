//! Operand `y` is never bound.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[operand] y: AnyType,
    }
    format: "$x attr-dict `:` type($x)",
}

fn main() {}
