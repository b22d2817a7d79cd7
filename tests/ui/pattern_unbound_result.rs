//! A result DAG may only use what the source DAG binds.

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
        NegNeg: (NegOp (NegOp $x)) => $y;
    }
}

fn main() {}
