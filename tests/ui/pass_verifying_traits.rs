//! Verifying traits an op lists: `CastOpInterface<f>` (the interface
//! verifier with the op's `areCastCompatible`) and `ElementwiseMappable`,
//! verified in declaration order with MLIR's messages; an op with two
//! results gets its results named after them.

use ods::ir::{Context, Type};
use ods::opdef::build::BuildError;
use ods::opdef::constraint::types::*;

fn wider(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let w = |t: Type| ctx.int_or_float_bit_width(t).unwrap_or(0);
    matches!((inputs, outputs), ([i], [o]) if w(*o) > w(*i))
}

ods::op! {
    /// A widening cast.
    #[op(name = "t.widen")]
    pub struct WidenOp {
        #[operand] input: AnyType,
        #[result] output: AnyType,
    }
    traits: [CastOpInterface<wider>, ElementwiseMappable],
}

ods::op! {
    /// Two results.
    #[op(name = "t.split")]
    pub struct SplitOp {
        #[operand] input: AnyType,
        #[result] low: AnyType,
        #[result] high: AnyType,
    }
    traits: [AllTypesMatch<[input, low, high]>],
}

fn message(r: Result<WidenOp, BuildError>) -> String {
    match r {
        Err(BuildError::Invalid(d)) => d.message,
        _ => panic!("expected an error"),
    }
}

fn main() {
    let mut ctx = Context::new();
    ctx.register_dialect("t", false);
    WidenOp::register(&mut ctx);
    SplitOp::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block();
    let i32t = ctx.int_type(32);
    let i64t = ctx.int_type(64);
    let v = ctx.add_block_argument(block, i64t, loc);
    assert_eq!(
        message(WidenOp::build_with_result_types(&mut ctx, loc, i32t, v)),
        "'t.widen' op operand type 'i64' and result type 'i32' are cast incompatible"
    );
    // The cast check passes (a vector has no bit width here), then
    // `Elementwise` rejects a vector operand with a scalar result.
    let vec4 = ctx.vector_type(&[4], i32t, &[]);
    let w = ctx.add_block_argument(block, vec4, loc);
    assert_eq!(
        message(WidenOp::build_with_result_types(&mut ctx, loc, i64t, w)),
        "'t.widen' op if an operand is non-scalar, then there must be at least one non-scalar result"
    );
    let split = SplitOp::build(&mut ctx, loc, v).unwrap();
    let names = WidenOp::definition().hooks.asm_result_names;
    assert!(names.is_none());
    let names = SplitOp::definition().hooks.asm_result_names.expect("result names");
    assert_eq!(
        names(&ctx, split.operation()),
        vec![(0, "low".to_string()), (1, "high".to_string())]
    );
}
