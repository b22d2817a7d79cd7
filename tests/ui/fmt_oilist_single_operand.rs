//! A single operand in an `oilist` clause.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[attr] u: UnitAttr,
    }
    format: "oilist(`a` $x `:` type($x) | `b` $u) attr-dict",
}

fn main() {}
