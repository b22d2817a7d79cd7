//! A literal as a `custom` argument.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
    }
    format: "custom<Foo>($x) attr-dict `:` type($x) custom<Bar>(`lit`)",
}

fn main() {}
