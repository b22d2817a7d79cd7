//! Every operand inside an optional group must be optional or variadic.

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
    format: "(`foo` $u^ $x)? attr-dict `:` type($x)",
}

fn main() {}
