//! `AllTypesMatch<[...]>` names a value the op does not have.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] lhs: AnyType,
        #[result] out: AnyType,
    }
    traits: [AllTypesMatch<[lhs, rhs]>],
}

fn main() {}
