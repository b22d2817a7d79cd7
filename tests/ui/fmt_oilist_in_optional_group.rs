//! An `oilist` inside an optional group.

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
    format: "(`z` $u^ oilist(`a` $x `:` type($x)))? attr-dict",
}

fn main() {}
