//! Successor `dest` is never bound.

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[successor] dest: AnySuccessor,
    }
    traits: [Terminator],
    format: "attr-dict",
}

fn main() {}
