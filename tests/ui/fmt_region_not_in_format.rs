//! Region `body` is never bound.

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[region] body: AnyRegion,
    }
    format: "attr-dict",
}

fn main() {}
