//! A required attribute in an `oilist` clause.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand(optional)] x: AnyType,
        #[attr] a: I32Attr,
    }
    format: "oilist(`a` $x `:` type($x) | `b` $a) attr-dict",
}

fn main() {}
