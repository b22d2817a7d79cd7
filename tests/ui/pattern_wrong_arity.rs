//! A DAG node with the wrong number of arguments is a compile error at
//! the node, naming the pattern and the op.

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
        NegNeg: (NegOp (NegOp $x, $y)) => $x;
    }
}

fn main() {}
