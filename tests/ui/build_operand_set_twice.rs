//! Setting a required operand twice on the typestate builder is a compile
//! error naming the op and the operand.

use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] lhs: AnyType,
        #[operand] rhs: AnyType,
    }
}

fn main() {
    let mut ctx = ods::ir::Context::new();
    let loc = ctx.unknown_loc();
    let block = ctx.create_block();
    let i = ctx.index_type();
    let v = ctx.add_block_argument(block, i, loc);
    let _ = XOp::builder().lhs(v).lhs(v).rhs(v).build(&mut ctx, loc);
}
