//! An `I64Attr` setter takes an `i64`, not a string.

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr] count: I64Attr,
    }
}

fn main() {
    let _ = XOp::builder().count("4".to_string());
}
