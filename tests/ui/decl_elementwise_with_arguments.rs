//! `Elementwise` and `ElementwiseMappable` take no arguments.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[result] y: AnyType,
    }
    traits: [ElementwiseMappable<[x]>],
}

fn main() {}
