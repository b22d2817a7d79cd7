//! The typestate builder compiles once every required operand and attribute
//! is set; a typed result feeds a typed operand; an untyped `Value` is
//! checked explicitly.

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::opdef::TypedValue;

ods::op! {
    /// index constant
    #[op(name = "t.cst")]
    pub struct CstOp {
        #[attr] value: I64Attr,
        #[result] out: Index,
    }
    format: "$value attr-dict",
}

ods::op! {
    /// load
    #[op(name = "t.load")]
    pub struct LoadOp {
        #[operand] base: AnyType,
        #[operand] idx: Index,
        #[attr(optional)] note: StrAttr,
        #[result] out: F32,
    }
    format: "$base `[` $idx `]` attr-dict `:` type($base)",
}

fn main() {
    let mut ctx = ods::ir::Context::new();
    ctx.register_dialect("t", false);
    CstOp::register(&mut ctx);
    LoadOp::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let c = CstOp::builder()
        .value(4)
        .build(&mut ctx, loc)
        .expect("valid");
    let idx: TypedValue<Index> = c.out_typed(&ctx);
    // The base is `AnyType`: any value, typed or not.
    let base = c.out(&ctx);
    let load = LoadOp::builder()
        .base(base)
        .idx(idx)
        .note("n".to_string())
        .build(&mut ctx, loc)
        .expect("valid");
    let _: TypedValue<F32> = load.out_typed(&ctx);
    // An untyped value goes through the checked conversion.
    let untyped = c.out(&ctx);
    let checked = TypedValue::<Index>::try_from_value(&ctx, untyped).expect("an index");
    let again = LoadOp::builder()
        .idx(checked)
        .base(base)
        .build(&mut ctx, loc);
    assert!(again.is_ok());
    // A float is not an index.
    let f = load.out(&ctx);
    assert!(TypedValue::<Index>::try_from_value(&ctx, f).is_none());
}
