//! A single operand cannot be in (or anchor) an optional group.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
    }
    format: "(`foo` $x^ `:` type($x))? attr-dict",
}

fn main() {}
