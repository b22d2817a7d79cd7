//! Attributes cannot be variadic.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr(variadic)] value: I64Attr,
    }
}

fn main() {}
