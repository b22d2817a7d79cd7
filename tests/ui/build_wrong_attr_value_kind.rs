//! A typed attribute setter takes the constraint's Rust value:
//! `FlatSymbolRefAttr` is set from the symbol name (a `String`), not from an
//! integer.

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr] callee: FlatSymbolRefAttr,
    }
}

fn main() {
    let _ = XOp::builder().callee(42);
}
