//! A required attribute cannot anchor an optional group.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr] a: I32Attr,
    }
    format: "(`foo` $a^)? attr-dict",
}

fn main() {}
