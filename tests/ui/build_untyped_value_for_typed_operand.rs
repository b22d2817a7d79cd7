//! An untyped `Value` is not silently accepted for an `Index` operand of
//! the typestate builder: it goes through the checked
//! `TypedValue::<Index>::try_from_value`.

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] idx: Index,
    }
}

fn set(v: ods::ir::Value) {
    let _ = XOp::builder().idx(v);
}

fn main() {}
