//! `1abc` is not a valid keyword literal.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
    }
    format: "$x `1abc` attr-dict `:` type($x)",
}

fn main() {}
