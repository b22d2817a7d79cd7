//! `functional-type` takes inputs and results.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[result] r: AnyType,
    }
    format: "$x attr-dict `:` functional-type($x)",
}

fn main() {}
