//! `attr-dict` in an else group.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr] u: UnitAttr,
    }
    format: "(`foo` $u^) : (attr-dict)?",
}

fn main() {}
