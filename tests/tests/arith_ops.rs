//! The `arith` dialect from Rust: typed and positional builders infer the
//! result types ODS infers, builders refuse IR that would not verify (with
//! MLIR's messages), and the built IR prints as `mlir-opt` prints it (result
//! names included).

use dialects::arith::*;
use ods::asm::{parse_source, print_op_to_vec, ParseOptions, PrintFlags};
use ods::ir::{Block, Context, Operation, Signedness, Value};
use ods::opdef::build::BuildError;
use ods::opdef::constraint::types::{FloatLike, F32, I1, I32};
use ods::opdef::TypedValue;
use ods::support::apfloat::FloatSemantics;
use ods::support::apint::APInt;

fn ctx() -> Context {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    ctx
}

fn parse(ctx: &mut Context, src: &str) -> Result<Operation, String> {
    let parsed = parse_source(ctx, src.as_bytes(), b"a.mlir", &ParseOptions::default())
        .map_err(|d| format!("{d:?}"))?;
    ods::verifier::verify(ctx, parsed.module).map_err(|ds| {
        ds.iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(parsed.module)
}

fn print(ctx: &Context, op: Operation, generic: bool) -> String {
    let flags = PrintFlags {
        generic,
        ..Default::default()
    };
    String::from_utf8(print_op_to_vec(ctx, op, &flags)).unwrap()
}

/// A module with `func.func @f(%arg0: i32, %arg1: i32, %arg2: f32,
/// %arg3: vector<4xi32>, %arg4: i1)`: the module, the entry block and its
/// `return`.
fn function(ctx: &mut Context) -> (Operation, Block, Operation) {
    let src = "func.func @f(%a: i32, %b: i32, %x: f32, %v: vector<4xi32>, %c: i1) {\n  return\n}\n";
    let module = parse(ctx, src).unwrap();
    let mut func = None;
    ctx.walk_pre_order(module, &mut |op| {
        if ctx.op_name_str(ctx.op_name_of(op)) == b"func.func" {
            func = Some(op);
        }
    });
    let body = ctx.region(func.unwrap(), 0);
    let entry = ctx.region_blocks(body)[0];
    let ret = ctx.block_last_op(entry).unwrap();
    (module, entry, ret)
}

fn args(ctx: &Context, entry: Block) -> Vec<Value> {
    ctx.block_args(entry).to_vec()
}

#[test]
fn builders_infer_types_and_print_like_mlir_opt() {
    let mut c = ctx();
    let (module, entry, ret) = function(&mut c);
    let loc = c.unknown_loc();
    let [a, b, x, v, cond] = args(&c, entry)[..] else {
        panic!("five arguments")
    };

    // Positional builders: result types from the traits.
    let addi = AddIOp::build(&mut c, loc, a, b, Some(IntegerOverflowFlags::nsw)).unwrap();
    c.insert_op_before(ret, addi.operation());
    assert_eq!(c.value_type(addi.result(&c)), c.value_type(a));
    assert_eq!(addi.overflow_flags(&c), Some(IntegerOverflowFlags::nsw));

    // Typestate builders take typed values; defaults apply when unset.
    let ta = TypedValue::<I32>::try_from_value(&c, a).unwrap();
    let tb = TypedValue::<I32>::try_from_value(&c, b).unwrap();
    let muli = MulIOp::builder()
        .lhs(ta)
        .rhs(tb)
        .build(&mut c, loc)
        .unwrap();
    c.insert_op_before(ret, muli.operation());
    assert_eq!(muli.overflow_flags(&c), Some(IntegerOverflowFlags::none));

    let tx = TypedValue::<F32>::try_from_value(&c, x).unwrap();
    let addf = AddFOp::builder()
        .lhs(tx)
        .rhs(tx)
        .fastmath(FastMathFlags::nnan | FastMathFlags::ninf)
        .build(&mut c, loc)
        .unwrap();
    c.insert_op_before(ret, addf.operation());
    let sum: TypedValue<FloatLike> = addf.result_typed(&c);
    let neg = NegFOp::builder().operand(sum).build(&mut c, loc).unwrap();
    c.insert_op_before(ret, neg.operation());

    // `getI1SameShape`: i1 for scalars, the operand's shape otherwise.
    let cmp = CmpIOp::build(&mut c, loc, CmpIPredicate::slt, v, v).unwrap();
    c.insert_op_before(ret, cmp.operation());
    assert_eq!(
        ods::asm::print_type_local(&c, c.value_type(cmp.result(&c))),
        "vector<4xi1>"
    );
    let cmpf = CmpFOp::build(&mut c, loc, CmpFPredicate::AlwaysTrue, x, x, None).unwrap();
    c.insert_op_before(ret, cmpf.operation());

    // The constant's type is its value's; results are named after it.
    let i32t = c.int_type(32);
    let forty_two = c.integer_attr(i32t, APInt::from_i64(32, 42));
    let cst = ConstantOp::build(&mut c, loc, forty_two).unwrap();
    c.insert_op_before(ret, cst.operation());
    let i1t = c.int_type(1);
    let truth = c.integer_attr(i1t, APInt::from_i64(1, 1));
    let t = ConstantOp::build(&mut c, loc, truth).unwrap();
    c.insert_op_before(ret, t.operation());

    let tc = TypedValue::<I1>::try_from_value(&c, cond).unwrap();
    let select = SelectOp::builder()
        .condition(tc)
        .true_value(cst.result(&c))
        .false_value(addi.result(&c))
        .build(&mut c, loc)
        .unwrap();
    c.insert_op_before(ret, select.operation());

    // Two results, named after their ODS names.
    let wide = MulSIExtendedOp::build(&mut c, loc, a, b).unwrap();
    c.insert_op_before(ret, wide.operation());

    // Casts name their result type.
    let f16 = c.float_type(FloatSemantics::F16);
    let trunc =
        TruncFOp::build_with_result_types(&mut c, loc, f16, x, Some(RoundingMode::downward), None)
            .unwrap();
    c.insert_op_before(ret, trunc.operation());
    let i64t = c.int_type(64);
    let ext = ExtSIOp::builder()
        .input(ta)
        .out_type(i64t)
        .build(&mut c, loc)
        .unwrap();
    c.insert_op_before(ret, ext.operation());

    let expected = "module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: vector<4xi32>, %arg4: i1) {
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %1 = arith.muli %arg0, %arg1 : i32
    %2 = arith.addf %arg2, %arg2 fastmath<nnan,ninf> : f32
    %3 = arith.negf %2 : f32
    %4 = arith.cmpi slt, %arg3, %arg3 : vector<4xi32>
    %5 = arith.cmpf true, %arg2, %arg2 : f32
    %c42_i32 = arith.constant 42 : i32
    %true = arith.constant true
    %6 = arith.select %arg4, %c42_i32, %0 : i32
    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
    %7 = arith.truncf %arg2 downward : f32 to f16
    %8 = arith.extsi %arg0 : i32 to i64
    return
  }
}

";
    ods::verifier::verify(&c, module).unwrap();
    let custom = print(&c, module, false);
    assert_eq!(custom, expected);
    let generic = print(&c, module, true);
    assert!(generic.contains(
        r#"%1 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32"#
    ), "{generic}");
    assert!(
        generic
            .contains(r#"%10 = "arith.truncf"(%arg2) <{roundingmode = 1 : i32}> : (f32) -> f16"#),
        "{generic}"
    );

    // Our printed forms parse back to the same text, and `mlir-opt` (when
    // installed) prints the same.
    for text in [&custom, &generic] {
        let mut c2 = ctx();
        let m2 = parse(&mut c2, text).unwrap();
        assert_eq!(print(&c2, m2, false), custom);
    }
    if let Some(mlir_opt) = tests::oracle::mlir_opt() {
        let out = tests::mlir_opt_batch(&mlir_opt, &[generic.into_bytes()], &[]);
        assert_eq!(String::from_utf8_lossy(&out[0]), custom);
    }
}

fn invalid(r: Result<impl std::fmt::Debug, BuildError>) -> String {
    match r {
        Err(BuildError::Invalid(d)) => d.message,
        other => panic!("expected a verifier error, got {other:?}"),
    }
}

#[test]
fn builders_refuse_invalid_ops_with_mlir_messages() {
    let mut c = ctx();
    let (_, entry, _) = function(&mut c);
    let loc = c.unknown_loc();
    let [a, _, x, v, _] = args(&c, entry)[..] else {
        panic!("five arguments")
    };
    assert_eq!(
        invalid(AddIOp::build(&mut c, loc, x, x, None)),
        "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"
    );
    assert_eq!(
        invalid(AddIOp::build(&mut c, loc, a, v, None)),
        "'arith.addi' op requires the same type for all operands and results"
    );
    let f16 = c.float_type(FloatSemantics::F16);
    assert_eq!(
        invalid(ExtFOp::build_with_result_types(&mut c, loc, f16, x, None)),
        "'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible"
    );
    let v8 = {
        let i32t = c.int_type(32);
        c.vector_type(&[8], i32t, &[])
    };
    assert_eq!(
        invalid(ExtSIOp::build_with_result_types(&mut c, loc, v8, v)),
        "'arith.extsi' op requires the same shape for all operands and results"
    );
    let ui32 = c.integer_type(32, Signedness::Unsigned);
    let value = c.integer_attr(ui32, APInt::from_i64(32, 0));
    assert_eq!(
        invalid(ConstantOp::build(&mut c, loc, value)),
        "'arith.constant' op integer return type must be signless"
    );
    assert_eq!(
        invalid(SelectOp::build(&mut c, loc, v, a, a)),
        "'arith.select' op operand #0 must be bool-like, but got 'vector<4xi32>'"
    );
}

#[test]
fn parsed_ir_reports_verifier_errors_in_mlir_order() {
    let mut c = ctx();
    // SameOperandsAndResultType accepts compatible shapes; the inferred
    // type check (InferTypeOpInterface) then fails with two errors.
    let err = parse(
        &mut c,
        "func.func @f(%a: tensor<?xi32>, %b: tensor<4xi32>) {\n  %0 = \"arith.addi\"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>\n  return\n}\n",
    )
    .unwrap_err();
    assert_eq!(
        err,
        "'arith.addi' op inferred type(s) 'tensor<?xi32>' are incompatible with return type(s) of operation 'tensor<4xi32>'\n'arith.addi' op failed to infer returned types"
    );
    // Elementwise runs after the type traits: scalable and fixed vectors.
    let err = parse(
        &mut c,
        "func.func @f(%a: vector<[4]xi32>) {\n  %0 = \"arith.addi\"(%a, %a) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<4xi32>\n  return\n}\n",
    )
    .unwrap_err();
    assert_eq!(
        err,
        "'arith.addi' op all non-scalar operands/results must have the same shape and base type"
    );
    // The comparison's operand type is checked while parsing.
    let err = parse(
        &mut c,
        "func.func @f(%a: f32) {\n  %0 = arith.cmpi eq, %a, %a : f32\n  return\n}\n",
    )
    .unwrap_err();
    assert!(
        err.contains("custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'"),
        "{err}"
    );
}
