//! `#[attr(...)]` takes `name = "..."`, `optional` or `default = ...`; a
//! misspelt option is an error at the option.

#![allow(unused_imports)] // the macro stops at the error

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr(optinal)] value: I64Attr,
    }
}

fn main() {}
