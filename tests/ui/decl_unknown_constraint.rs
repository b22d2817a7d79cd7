//! An operand constraint must be a type constraint in scope.

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] x: NoSuchConstraint,
    }
}

fn main() {}
