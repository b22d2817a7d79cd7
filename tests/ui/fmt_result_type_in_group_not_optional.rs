//! A single result's type cannot be inside an optional group.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[attr] u: UnitAttr,
        #[result] r: AnyType,
    }
    format: "$x attr-dict `:` type($x) (`foo` $u^ type($r))?",
}

fn main() {}
