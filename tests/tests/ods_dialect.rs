//! The `t` test dialect (tests/src/odstest.rs): every op round-trips
//! custom → generic → custom, prints exactly the expected custom text
//! (mlir-tblgen's spacing and elision rules), and its verifier, builders
//! and interface work.

use ods::asm::{parse_source, print_op_to_vec, ParseOptions, PrintFlags};
use ods::ir::{Context, Operation};

fn ctx() -> Context {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    tests::odstest::register(&mut ctx);
    ctx
}

fn parse(ctx: &mut Context, src: &str) -> Result<Operation, String> {
    let parsed = parse_source(ctx, src.as_bytes(), b"t.mlir", &ParseOptions::default())
        .map_err(|d| format!("{d:?}"))?;
    ods::verifier::verify(ctx, parsed.module).map_err(|d| format!("{d:?}"))?;
    Ok(parsed.module)
}

fn print(ctx: &Context, op: Operation, generic: bool) -> String {
    let flags = PrintFlags {
        generic,
        ..Default::default()
    };
    String::from_utf8(print_op_to_vec(ctx, op, &flags)).unwrap()
}

/// Parses `body` inside a function, prints it back in custom form, then
/// goes through the generic form and back; returns (custom, generic).
fn round_trip(body: &str) -> (String, String) {
    let src = format!("func.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xf32>, %arg3: index, %arg4: f32, %arg5: i1) {{\n{body}  return\n}}\n");
    let mut c = ctx();
    let m = parse(&mut c, &src).unwrap_or_else(|e| panic!("{src}\n{e}"));
    let custom = print(&c, m, false);
    let generic = print(&c, m, true);
    let mut c2 = ctx();
    let m2 = parse(&mut c2, &generic).unwrap_or_else(|e| panic!("{generic}\n{e}"));
    assert_eq!(print(&c2, m2, false), custom, "custom → generic → custom");
    assert_eq!(print(&c2, m2, true), generic, "generic is a fixpoint");
    let mut c3 = ctx();
    let m3 = parse(&mut c3, &custom).unwrap_or_else(|e| panic!("{custom}\n{e}"));
    assert_eq!(print(&c3, m3, false), custom, "custom is a fixpoint");
    (custom, generic)
}

/// Every op of the dialect in one function: the input is already in the
/// canonical custom form except where noted in `EXPECTED`.
const INPUT: &str = r#"  %0 = t.same %arg0, %arg1 : i32
  %1 = t.same_operands %arg0, %arg1 : i32 -> f32
  %2 = t.all_match %arg0, %arg1 : i32
  %3 = t.extract %arg2[%arg3] : vector<4xf32>
  %4 = t.fill %arg2 pad %arg4 : vector<4xf32>
  %5 = t.fill %arg2 : vector<4xf32>
  %6 = t.cmp %arg0, %arg1 : i32
  %7 = t.constant 42 : i32
  %8 = t.constant {x.y} dense<1.000000e+00> : vector<4xf32>
  %9 = t.tuple %arg0, %arg4 : i32, f32
  %10:2 = t.call @g(%arg0, %arg4) : (i32, f32) -> (i32, f32)
  t.call @h() : () -> ()
  %11 = t.generic_lists %arg0, %arg1, %arg4 : i32, i32, f32 -> f32
  t.generic_lists %arg0 : i32 ->
  t.qualified %arg0 attributes {a.b} : i32
  t.props <{label = "x", level = 3 : i64}> {z.w}
  t.props
  t.props <{level = 7 : i64}>
  t.literals [%arg0] -> %arg1 : i32, i32
  t.optional %arg0 + %arg3 exact align 16 fast : i32
  t.optional %arg0 slow : i32
  %12 = t.maybe_result %arg0 : i32 -> f32
  t.maybe_result %arg0 : i32
  t.oilist upper = 5 closed lower = 1
  t.oilist
  t.segments %arg0 opt %arg1 (%arg4, %arg4) : i32, i32[f32, f32]
  t.segments %arg0() : i32[]
  %13:3 = t.result_segments : i32 and f32, f32
  %14 = t.region(%arg0 : i32) {
    t.yield %arg0 : i32
  } -> i32
  t.region {
    "t.yield"() : () -> ()
  }
  t.region {
  }
  t.two_regions {
  }, {
  }
  t.maybe_region body {
  }
  t.maybe_region
  t.custom <%arg0 and %arg1> noted : i32
  %15 = t.shaped_scalar
"#;

/// What mlir-tblgen's printer gives for `INPUT` (spacing rule: trailing
/// space after `->` with no result types and after an empty `prop-dict`;
/// `[`/`(` glued to a preceding variable; `oilist` clauses in format order;
/// default-valued attributes and implicit terminators elided; `SingleBlock` gives a
/// written empty region a block, so its group stays present).
const EXPECTED: &str = r#"  %0 = t.same %arg0, %arg1 : i32
  %1 = t.same_operands %arg0, %arg1 : i32 -> f32
  %2 = t.all_match %arg0, %arg1 : i32
  %3 = t.extract %arg2[%arg3] : vector<4xf32>
  %4 = t.fill %arg2 pad %arg4 : vector<4xf32>
  %5 = t.fill %arg2 : vector<4xf32>
  %6 = t.cmp %arg0, %arg1 : i32
  %7 = t.constant 42 : i32
  %8 = t.constant {x.y} dense<1.000000e+00> : vector<4xf32>
  %9 = t.tuple %arg0, %arg4 : i32, f32
  %10:2 = t.call @g(%arg0, %arg4) : (i32, f32) -> (i32, f32)
  t.call @h() : () -> ()
  %11 = t.generic_lists %arg0, %arg1, %arg4 : i32, i32, f32 -> f32
  t.generic_lists %arg0 : i32 -> 
  t.qualified %arg0 attributes {a.b} : i32
  t.props <{label = "x", level = 3 : i64}> {z.w}
  t.props 
  t.props 
  t.literals[%arg0] -> %arg1 : i32, i32
  t.optional %arg0 + %arg3 exact align 16 fast : i32
  t.optional %arg0 slow : i32
  %12 = t.maybe_result %arg0 : i32 -> f32
  t.maybe_result %arg0 : i32
  t.oilist lower = 1 upper = 5 closed
  t.oilist
  t.segments %arg0 opt %arg1(%arg4, %arg4) : i32, i32[f32, f32]
  t.segments %arg0() : i32[]
  %first, %second:2 = t.result_segments : i32 and f32, f32
  %13 = t.region(%arg0 : i32) {
    t.yield %arg0 : i32
  } -> i32
  t.region {
  }
  t.region {
  }
  t.two_regions {
  }, {
  }
  t.maybe_region body {
  }
  t.maybe_region
  t.custom <%arg0 and %arg1> noted : i32
  %14 = t.shaped_scalar
"#;

#[test]
fn every_op_round_trips_custom_generic_custom() {
    let (custom, generic) = round_trip(INPUT);
    let body: String = custom
        .lines()
        .skip(2)
        .take_while(|l| *l != "    return")
        .map(|l| format!("{}\n", &l[2..]))
        .collect();
    assert_eq!(body, EXPECTED);
    // Properties, segment sizes and inherent attributes in the generic form.
    for needle in [
        r#""t.segments"(%arg0, %arg1, %arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, f32, f32) -> ()"#,
        r#""t.result_segments"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i32, f32, f32)"#,
        r#""t.props"() <{label = "x", level = 3 : i64}> {z.w} : () -> ()"#,
        r#""t.oilist"() <{closed, lower = 1 : i64, upper = 5 : i64}> : () -> ()"#,
        r#""t.region"(%arg0) ({
      "t.yield"(%arg0) : (i32) -> ()
    }) : (i32) -> i32"#,
    ] {
        assert!(generic.contains(needle), "{needle}\nnot in\n{generic}");
    }
}

#[test]
fn successors_round_trip() {
    let src = "func.func @f(%arg0: i1, %arg1: i32) {\n  t.cond_br %arg0, ^bb1, ^bb2\n^bb1:  // pred: ^bb0\n  t.br ^bb2(%arg1 : i32)\n^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1\n  t.br ^bb2(%0 : i32)\n}\n";
    let src = src.replace("^bb1, ^bb2", "^bb1, ^bb1");
    let mut c = ctx();
    let m = parse(&mut c, &src).unwrap_or_else(|e| panic!("{e}"));
    let custom = print(&c, m, false);
    assert!(
        custom.contains("    t.cond_br %arg0, ^bb1, ^bb1\n"),
        "{custom}"
    );
    assert!(custom.contains("    t.br ^bb2(%arg1 : i32)\n"), "{custom}");
    let generic = print(&c, m, true);
    assert!(
        generic.contains(r#""t.cond_br"(%arg0)[^bb1, ^bb1] : (i1) -> ()"#),
        "{generic}"
    );
    let mut c2 = ctx();
    let m2 = parse(&mut c2, &generic).unwrap();
    assert_eq!(print(&c2, m2, false), custom);
}

#[test]
fn non_empty_optional_region_anchors_its_group() {
    let (custom, _) = round_trip("  t.maybe_region body {\n    %0 = t.shaped_scalar\n  }\n");
    assert!(
        custom.contains("    t.maybe_region body {\n      %0 = t.shaped_scalar\n    }\n"),
        "{custom}"
    );
}

#[test]
fn op_interface_is_found_dynamically() {
    use tests::odstest::ShapedResultInterface;
    let mut c = ctx();
    let src = "func.func @f(%v: vector<2x4xf32>) {\n  %0 = t.fill %v : vector<2x4xf32>\n  %1 = t.shaped_scalar\n  return\n}\n";
    let m = parse(&mut c, src).unwrap_or_else(|e| panic!("{e}"));
    let mut ops = Vec::new();
    c.walk_pre_order(m, &mut |op| ops.push(op));
    let found: Vec<(&str, usize)> = ops
        .into_iter()
        .filter_map(|op| {
            let i = c.op_interface::<dyn ShapedResultInterface>(op)?;
            Some((i.kind(), i.result_rank(&c, op)))
        })
        .collect();
    assert_eq!(found, vec![("fill", 2), ("scalar", 0)]);
}

#[test]
fn verifier_reports_trait_violations_in_mlir_wording() {
    for (body, msg) in [
        (
            "  %0 = \"t.same\"(%arg0, %arg4) : (i32, f32) -> i32\n",
            "'t.same' op requires the same type for all operands and results",
        ),
        (
            "  %0 = \"t.extract\"(%arg2, %arg3) : (vector<4xf32>, index) -> i32\n",
            "'t.extract' op failed to verify that result is the element type",
        ),
        (
            "  %0 = \"t.all_match\"(%arg0, %arg4) : (i32, f32) -> i32\n",
            "'t.all_match' op failed to verify that all of {x, y, r} have same type",
        ),
        (
            "  \"t.yield\"() : () -> ()\n",
            "'t.yield' op expects parent op 't.region'",
        ),
        (
            "  \"t.segments\"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32) -> ()\n",
            "'t.segments' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'",
        ),
    ] {
        let src = format!("func.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xf32>, %arg3: index, %arg4: f32) {{\n{body}  return\n}}\n");
        let mut c = ctx();
        let err = parse(&mut c, &src).unwrap_err();
        assert!(err.contains(msg), "{body}: expected {msg}\ngot {err}");
    }
}

#[test]
fn builders_infer_result_types() {
    let mut c = ctx();
    let loc = c.unknown_loc();
    let i32t = c.int_type(32);
    let block = c.create_block();
    let a = c.add_block_argument(block, i32t, loc);
    let b = c.add_block_argument(block, i32t, loc);
    let same = tests::odstest::SameOp::build(&mut c, loc, a, b).unwrap();
    assert_eq!(c.value_type(same.result(&c)), i32t);
    let i1 = c.int_type(1);
    let cmp = tests::odstest::CmpOp::build_with_result_types(&mut c, loc, i1, a, b).unwrap();
    // A result type the constraint rejects is an error, not a panic.
    assert!(tests::odstest::CmpOp::build_with_result_types(&mut c, loc, i32t, a, b).is_err());
    assert_eq!(c.value_type(cmp.result(&c)), i1);
}

/// Debugging aid: `T_BODY='...' cargo test -p tests --test ods_dialect dump`
/// prints each `---`-separated body's custom and generic forms.
#[test]
fn dump() {
    if let Ok(bodies) = std::env::var("T_BODY") {
        for body in bodies.split("---\n") {
            match std::panic::catch_unwind(|| round_trip(body)) {
                Ok((c, g)) => println!("{c}\n{g}"),
                Err(_) => println!("FAILED: {body}"),
            }
        }
    }
}

#[test]
fn enums_and_attribute_type_defs_round_trip() {
    let (custom, generic) = round_trip(
        "  %0 = t.enums slt <a,b> extra <c,b,a> #t.range<1, 5> %arg0 : i32 -> !t.box<i32, 4>\n  %1 = t.enums \"ne\" #t.flags<none> extra <none> <-1, 2> %arg0 : i32 -> !t.box<f32, 0>\n",
    );
    // Groups printed first, defaults elided, stripped forms in the format
    // (also `type($r)` of a TypeDef constraint: MLIR's generated printer uses
    // printStrippedAttrOrType, tests/tad/cases.rs `tad.box`).
    assert!(
        custom.contains("    %0 = t.enums slt <ab> extra <ab,c> <1, 5> %arg0 : i32 -> <i32, 4>\n"),
        "{custom}"
    );
    assert!(
        custom.contains("    %1 = t.enums ne <none> <-1, 2> %arg0 : i32 -> <f32, 0>\n"),
        "{custom}"
    );
    assert!(generic.contains(r#"<{extra = #t.flags<ab,c>, flags = #t.flags<ab>, predicate = 2 : i64, range = #t.range<1, 5>}>"#), "{generic}");
    // An unknown case is an error with MLIR's wording.
    let src = "func.func @f(%arg0: i32) {\n  %0 = t.enums bogus <a> <1, 2> %arg0 : i32 -> !t.box<i32, 1>\n  return\n}\n";
    let err = parse(&mut ctx(), src).unwrap_err();
    assert!(err.contains("custom op 't.enums' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt]"), "{err}");
}

#[test]
fn effects_hook_decides_memory_effects() {
    use ods::rewrite::side_effects::{is_memory_effect_free, would_op_be_trivially_dead};
    let mut c = ctx();
    let src = "func.func @f(%arg0: memref<4xf32>, %arg1: i32) {\n  %0 = t.poke %arg0 : memref<4xf32> -> i32\n  %1 = t.poke %arg1 : i32 -> i32\n  return\n}\n";
    let m = parse(&mut c, src).unwrap();
    let mut pokes = Vec::new();
    c.walk_pre_order(m, &mut |op| {
        if c.op_name_str(c.op_name_of(op)) == b"t.poke" {
            pokes.push(op);
        }
    });
    assert_eq!(pokes.len(), 2);
    assert!(!is_memory_effect_free(&c, pokes[0]));
    assert!(!would_op_be_trivially_dead(&c, pokes[0]));
    assert!(is_memory_effect_free(&c, pokes[1]));
    assert!(would_op_be_trivially_dead(&c, pokes[1]));
}
