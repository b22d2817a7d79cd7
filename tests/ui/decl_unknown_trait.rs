//! A trait the framework does not know and nobody declared
//! (`ods::declare_traits!`) is an error at its name.

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: Index,
    }
    traits: [Pure, NoSuchTrait],
    format: "$x attr-dict",
}

fn main() {}
