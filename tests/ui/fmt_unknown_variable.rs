//! `$y` names nothing.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
    }
    format: "$y attr-dict `:` type($x)",
}

fn main() {}
