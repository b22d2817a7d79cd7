//! `Context::dense_int_elements_attr` / `dense_float_elements_attr` build
//! the same (uniqued) attribute as the parser does for the same `dense<...>`
//! literal, splats included, and refuse what MLIR's `DenseElementsAttr::get`
//! refuses; the `*ElementsAttr` constraints accept what ODS's do.

use ods::asm::{parse_source, ParseOptions};
use ods::ir::{Attribute, Context, DenseElementsError, Type};
use ods::opdef::constraint::attrs::*;
use ods::opdef::AttrConstraint;

/// The attribute `a` of an unregistered op holding `literal`, and its type.
fn parsed(ctx: &mut Context, literal: &str) -> Attribute {
    ctx.set_allow_unregistered_dialects(true);
    let src = format!("\"t.holder\"() {{a = {literal}}} : () -> ()\n");
    let module = parse_source(ctx, src.as_bytes(), b"t.mlir", &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{literal}: {d:?}"))
        .module;
    let block = ctx.region_blocks(ctx.regions(module).next().unwrap())[0];
    let op = ctx.block_ops(block)[0];
    ctx.attr(op, "a").expect("the attribute")
}

fn attr_type(ctx: &mut Context, literal: &str) -> Type {
    let a = parsed(ctx, literal);
    ctx.attr_type(a).expect("typed")
}

#[test]
fn integers_equal_the_parsed_literal() {
    let cases: &[(&str, &[i64])] = &[
        ("dense<[1, -2, 3]> : tensor<3xi32>", &[1, -2, 3]),
        ("dense<7> : tensor<2x2xi64>", &[7]),
        ("dense<7> : tensor<2x2xi64>", &[7, 7, 7, 7]),
        ("dense<[true, false, true]> : vector<3xi1>", &[1, 0, 1]),
        ("dense<-1> : tensor<1xi5>", &[-1]),
        ("dense<[0, 255]> : vector<2xui8>", &[0, 255]),
        ("dense<[4, -4]> : tensor<2xindex>", &[4, -4]),
        ("dense<-3> : tensor<2xi100>", &[-3, -3]),
    ];
    for &(literal, values) in cases {
        let mut ctx = Context::new();
        let expected = parsed(&mut ctx, literal);
        let ty = attr_type(&mut ctx, literal);
        let built = ctx.dense_int_elements_attr(ty, values).expect(literal);
        assert_eq!(built, expected, "{literal} from {values:?}");
    }
}

#[test]
fn floats_equal_the_parsed_literal() {
    let cases: &[(&str, &[f64])] = &[
        (
            "dense<[1.500000e+00, -2.500000e-01]> : tensor<2xf32>",
            &[1.5, -0.25],
        ),
        (
            "dense<[1.000000e-01, 3.000000e+00]> : vector<2xf64>",
            &[0.1, 3.0],
        ),
        ("dense<5.000000e-01> : tensor<3xf16>", &[0.5]),
        (
            "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>",
            &[1.0, 2.0],
        ),
    ];
    for &(literal, values) in cases {
        let mut ctx = Context::new();
        let expected = parsed(&mut ctx, literal);
        let ty = attr_type(&mut ctx, literal);
        let built = ctx.dense_float_elements_attr(ty, values).expect(literal);
        assert_eq!(built, expected, "{literal} from {values:?}");
    }
}

#[test]
fn refuses_what_dense_elements_attr_get_refuses() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let f32t = ctx.float_type(ods::support::apfloat::FloatSemantics::F32);
    let dynamic = ctx.ranked_tensor_type(&[ods::ir::DYNAMIC], i32t, None);
    assert_eq!(
        ctx.dense_int_elements_attr(dynamic, &[1]),
        Err(DenseElementsError::NotStaticShaped)
    );
    let scalable = ctx.vector_type(&[4], i32t, &[true]);
    assert_eq!(
        ctx.dense_int_elements_attr(scalable, &[1]),
        Err(DenseElementsError::NotStaticShaped)
    );
    let v3 = ctx.vector_type(&[3], i32t, &[false]);
    assert_eq!(
        ctx.dense_int_elements_attr(v3, &[1, 2]),
        Err(DenseElementsError::Count {
            expected: 3,
            got: 2
        })
    );
    assert_eq!(
        ctx.dense_float_elements_attr(v3, &[1.0]),
        Err(DenseElementsError::ElementType("floating-point"))
    );
    let f3 = ctx.vector_type(&[3], f32t, &[false]);
    assert_eq!(
        ctx.dense_int_elements_attr(f3, &[1]),
        Err(DenseElementsError::ElementType("integer"))
    );
    assert_eq!(
        ctx.dense_int_elements_attr(i32t, &[1]),
        Err(DenseElementsError::NotStaticShaped)
    );
}

#[test]
fn elements_constraints_follow_ods() {
    let mut ctx = Context::new();
    let i32s = parsed(&mut ctx, "dense<[1, 2]> : tensor<2xi32>");
    let si64 = parsed(&mut ctx, "dense<1> : tensor<2xsi64>");
    let idx = parsed(&mut ctx, "dense<1> : vector<2xindex>");
    let f64s = parsed(&mut ctx, "dense<1.0> : tensor<2xf64>");
    let f32s = parsed(&mut ctx, "dense<1.0> : tensor<2xf32>");
    let strs = parsed(&mut ctx, "dense<\"x\"> : tensor<2x!t.s>");
    let int = parsed(&mut ctx, "1 : i32");
    let m = |f: fn(&Context, Attribute) -> bool, a| f(&ctx, a);
    for a in [i32s, si64, idx, f64s, f32s, strs] {
        assert!(m(ElementsAttr::matches, a));
    }
    assert!(!m(ElementsAttr::matches, int));
    assert!(m(AnyIntElementsAttr::matches, i32s) && m(AnyIntElementsAttr::matches, idx));
    assert!(!m(AnyIntElementsAttr::matches, f64s));
    assert!(m(IndexElementsAttr::matches, idx) && !m(IndexElementsAttr::matches, i32s));
    assert!(m(I32ElementsAttr::matches, i32s) && m(AnyI32ElementsAttr::matches, i32s));
    assert!(m(AnyI64ElementsAttr::matches, si64) && !m(I64ElementsAttr::matches, si64));
    assert!(m(F64ElementsAttr::matches, f64s) && !m(F64ElementsAttr::matches, f32s));
    assert_eq!(
        F64ElementsAttr::summary(),
        "64-bit float elements attribute"
    );
    assert_eq!(AnyIntElementsAttr::summary(), "integer elements attribute");
}
