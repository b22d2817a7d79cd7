//! The typestate builder's `build` needs every required operand; the error
//! names the op and the missing operand.

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[operand] lhs: AnyType,
        #[operand] rhs: AnyType,
        #[attr(optional)] tag: StrAttr,
    }
}

fn main() {
    let mut ctx = ods::ir::Context::new();
    let loc = ctx.unknown_loc();
    let block = ctx.create_block();
    let i = ctx.index_type();
    let v = ctx.add_block_argument(block, i, loc);
    let _ = XOp::builder().lhs(v).build(&mut ctx, loc);
}
