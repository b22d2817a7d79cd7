//! A field is an operand, attr, result, region or successor.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[input] x: Index,
    }
}

fn main() {}
