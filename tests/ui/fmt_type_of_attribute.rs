//! `type($a)` of an attribute.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[attr] a: I32Attr,
    }
    format: "$x $a attr-dict `:` type($a)",
}

fn main() {}
