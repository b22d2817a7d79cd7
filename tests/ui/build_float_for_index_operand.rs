//! A `TypedValue<F32>` where an `Index` operand is expected is a type error
//! naming the expected constraint.

use ods::opdef::constraint::types::*;
use ods::opdef::TypedValue;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] idx: Index,
    }
}

fn set(f: TypedValue<F32>) {
    let _ = XOp::builder().idx(f);
}

fn main() {}
