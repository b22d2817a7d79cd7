//! `CastOpInterface<f>` takes the op's `areCastCompatible`:
//! `fn(&Context, &[Type], &[Type]) -> bool`.

use ods::ir::{Context, Type};
use ods::opdef::constraint::types::*;

fn compatible(_ctx: &Context, _input: Type, _output: Type) -> bool {
    true
}

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: AnyType,
        #[result] y: AnyType,
    }
    traits: [CastOpInterface<compatible>],
}

fn main() {}
