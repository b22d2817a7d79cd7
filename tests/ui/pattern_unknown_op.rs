//! An op that does not exist is a compile error at its name.

use ods::opdef::constraint::types::*;

ods::op! {
    /// negation
    #[op(name = "t.neg")]
    pub struct NegOp {
        #[operand] input: I64,
        #[result] out: I64,
    }
}

ods::pattern! {
    pub fn patterns {
        NegNeg: (NegOp (NgeOp $x)) => $x;
    }
}

fn main() {}
