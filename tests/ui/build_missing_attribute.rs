//! The typestate builder's `build` needs every required attribute; the
//! error names the op and the attribute (by its IR name).

use ods::opdef::constraint::attrs::*;

ods::op! {
    /// x
    #[op(name = "t.x")]
    pub struct XOp {
        #[attr(name = "sym_name")] name: SymbolNameAttr,
        #[attr(optional)] tag: StrAttr,
    }
}

fn main() {
    let mut ctx = ods::ir::Context::new();
    let loc = ctx.unknown_loc();
    let _ = XOp::builder().tag("t".to_string()).build(&mut ctx, loc);
}
