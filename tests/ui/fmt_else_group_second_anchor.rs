//! An anchor in both branches.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr] u: UnitAttr,
        #[attr] v: UnitAttr,
    }
    format: "(`foo` $v^) : (`bar` $u^)? attr-dict",
}

fn main() {}
