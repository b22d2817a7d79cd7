//! A `custom` directive inside another.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
    }
    format: "custom<Foo>(type($x), custom<Bar>($x)) attr-dict",
}

fn main() {}
