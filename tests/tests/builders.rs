//! The generated builders create through any `OpBuilder`: through a bare
//! `Context` an op with `HasParent` builds detached (its parent checks
//! wait for the enclosing op's verification); through a rewriter it is
//! inserted at the insertion point and verified there, parent included,
//! with MLIR's diagnostic when it does not fit.

use dialects::func::ReturnOp;
use ods::asm::{parse_source, ParseOptions};
use ods::ir::Context;
use ods::opdef::build::BuildError;
use ods::rewrite::{NoListener, PatternRewriter};

fn ctx() -> Context {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    ctx
}

/// A function `@f(%a: i32) -> i32` whose entry block lost its terminator.
fn function_without_return(ctx: &mut Context) -> (ods::ir::Operation, ods::ir::Block) {
    let src = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
    let module = parse_source(ctx, src.as_bytes(), b"t.mlir", &ParseOptions::default())
        .expect("parses")
        .module;
    let func = ctx.block_ops(ctx.region_blocks(ctx.regions(module).next().unwrap())[0])[0];
    let entry = ctx.region_blocks(ctx.regions(func).next().unwrap())[0];
    let ret = ctx.block_last_op(entry).unwrap();
    ctx.erase_op(ret);
    (module, entry)
}

#[test]
fn has_parent_op_builds_detached_through_a_context() {
    let mut ctx = ctx();
    let (_, entry) = function_without_return(&mut ctx);
    let a = ctx.block_args(entry)[0];
    let loc = ctx.unknown_loc();
    let ret = ReturnOp::build(&mut ctx, loc, &[a]).expect("a detached func.return builds");
    assert!(ctx.op_block(ret.operation()).is_none());
    // Once placed, the function verifies.
    ctx.append_op(entry, ret.operation());
    let module = ctx.parent_op(ctx.block_parent_op(entry).unwrap()).unwrap();
    ods::verifier::verify(&ctx, module).expect("valid once inserted");
}

#[test]
fn has_parent_op_builds_in_place_through_a_rewriter() {
    let mut ctx = ctx();
    let (module, entry) = function_without_return(&mut ctx);
    let a = ctx.block_args(entry)[0];
    let loc = ctx.unknown_loc();
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(&mut ctx, &mut listener);
    rw.set_insertion_point_to_end(entry);
    // Checked where it goes: the function returns one i32.
    let wrong = ReturnOp::build(&mut rw, loc, &[]);
    match wrong {
        Err(BuildError::Invalid(d)) => assert_eq!(
            d.message,
            "'func.return' op has 0 operands, but enclosing function (@f) returns 1"
        ),
        other => panic!(
            "expected the verifier's error, got {:?}",
            other.map(|o| o.operation())
        ),
    }
    assert!(
        rw.block_last_op(entry).is_none(),
        "an invalid op is not left behind"
    );
    let ret = ReturnOp::build(&mut rw, loc, &[a]).expect("valid in place");
    assert_eq!(rw.block_last_op(entry), Some(ret.operation()));
    assert_eq!(rw.insertion_point().block(&rw), Some(entry));
    ods::verifier::verify(&ctx, module).expect("valid");
}

/// Branches (ops with successors) build with their generated builders too:
/// the successors follow the arguments (`BranchOp::build(b, loc,
/// dest_operands, dest)`), and the typestate builder has a setter for each.
#[test]
fn branch_ops_build_with_their_successors() {
    use dialects::cf::{BranchOp, CondBranchOp};
    let mut ctx = ctx();
    let src = "func.func @f(%c: i1, %a: i32) -> i32 {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb2\n^bb1(%x: i32):\n  return %x : i32\n^bb2:\n  cf.br ^bb1(%a : i32)\n}\n";
    let module = parse_source(
        &mut ctx,
        src.as_bytes(),
        b"t.mlir",
        &ParseOptions::default(),
    )
    .expect("parses")
    .module;
    let func = ctx.block_ops(ctx.region_blocks(ctx.regions(module).next().unwrap())[0])[0];
    let blocks = ctx.region_blocks(ctx.regions(func).next().unwrap());
    let (entry, bb1, bb2) = (blocks[0], blocks[1], blocks[2]);
    let (c, a) = (ctx.block_args(entry)[0], ctx.block_args(entry)[1]);
    let expected = ods::asm::print_op_to_vec(&ctx, module, &Default::default());
    // Rebuild both terminators through a rewriter.
    for b in [entry, bb2] {
        let t = ctx.block_last_op(b).unwrap();
        ctx.erase_op(t);
    }
    let loc = ctx.unknown_loc();
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(&mut ctx, &mut listener);
    rw.set_insertion_point_to_end(entry);
    CondBranchOp::build(&mut rw, loc, c, &[a], &[], None, bb1, bb2).expect("valid cond_br");
    rw.set_insertion_point_to_end(bb2);
    BranchOp::builder()
        .dest_operands(&[a])
        .dest(bb1)
        .build(&mut rw, loc)
        .expect("valid br");
    // A branch passing the wrong number of values is refused in place.
    let wrong = BranchOp::build(&mut rw, loc, &[], bb1);
    assert!(
        matches!(&wrong, Err(BuildError::Invalid(d)) if d.message.contains("branch has 0 operands for successor #0, but target block has 1")),
        "{:?}",
        wrong.map(|o| o.operation())
    );
    ods::verifier::verify(&ctx, module).expect("valid");
    assert_eq!(
        ods::asm::print_op_to_vec(&ctx, module, &Default::default()),
        expected
    );
}
