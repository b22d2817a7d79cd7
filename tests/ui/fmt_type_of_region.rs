//! `type($body)` of a region.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[region] body: AnyRegion,
    }
    format: "$x $body attr-dict `:` type($body)",
}

fn main() {}
