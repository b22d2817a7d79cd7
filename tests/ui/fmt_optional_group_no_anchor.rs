//! An optional group needs a `^` anchor.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand(optional)] x: AnyType,
    }
    format: "(`foo` $x `:` type($x))? attr-dict",
}

fn main() {}
