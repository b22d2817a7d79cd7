//! An `oilist` clause starts with a keyword.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand(optional)] x: AnyType,
        #[attr] u: UnitAttr,
    }
    format: "oilist($x `:` type($x) | `b` $u) attr-dict",
}

fn main() {}
