//! The five vector ops MLIR 22 removed but `seeds/vector-dialect.md` still
//! describes (`vector.splat`, `vector.extractelement`,
//! `vector.insertelement`, `vector.matrix_multiply`, `vector.flat_transpose`):
//! the examples of their descriptions round-trip custom → generic →
//! custom, and their verifiers report MLIR's messages (`mlir-opt` 22 cannot
//! be the reference here, so the expectations are the documented syntax and
//! the messages of the MLIR versions that had these ops).

use ods::tool::{OptOptions, RunOutput};

fn run(input: &str, generic: bool, verify_diagnostics: bool) -> RunOutput {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let mut opts = OptOptions {
        split_input_file: verify_diagnostics,
        verify_diagnostics,
        ..OptOptions::default()
    };
    opts.print.generic = generic;
    ods::tool::run(
        &mut ctx,
        "seed.mlir",
        input.as_bytes(),
        &opts,
        &mut |_, _| Ok(()),
    )
}

fn print(input: &str, generic: bool) -> String {
    let out = run(input, generic, false);
    assert_eq!(
        out.exit_code,
        0,
        "{input}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Prints `input`, checks it against `expected`, and checks that the custom
/// and generic forms re-parse to the same text.
fn round_trip(input: &str, expected: &str) {
    let custom = print(input, false);
    assert_eq!(custom.trim_end(), expected.trim_end(), "custom form");
    assert_eq!(print(&custom, false), custom, "custom is a fixpoint");
    let generic = print(input, true);
    assert_eq!(print(&generic, false), custom, "custom → generic → custom");
    assert_eq!(print(&generic, true), generic, "generic is a fixpoint");
}

#[test]
fn splat() {
    round_trip(
        "func.func @f() -> vector<8x16xf32> {\n  %s = arith.constant 10.1 : f32\n  %t = vector.splat %s : vector<8x16xf32>\n  return %t : vector<8x16xf32>\n}\n",
        "module {\n  func.func @f() -> vector<8x16xf32> {\n    %cst = arith.constant 1.010000e+01 : f32\n    %0 = vector.splat %cst : vector<8x16xf32>\n    return %0 : vector<8x16xf32>\n  }\n}\n",
    );
    let generic = print(
        "func.func @f(%s: i32) -> vector<4xi32> {\n  %t = vector.splat %s : vector<4xi32>\n  return %t : vector<4xi32>\n}\n",
        true,
    );
    assert!(
        generic.contains("%0 = \"vector.splat\"(%arg0) : (i32) -> vector<4xi32>"),
        "{generic}"
    );
}

#[test]
fn extractelement() {
    round_trip(
        "func.func @f(%0: vector<16xf32>, %z: vector<f32>) -> (f32, f32) {\n  %c = arith.constant 15 : i32\n  %1 = vector.extractelement %0[%c : i32]: vector<16xf32>\n  %2 = vector.extractelement %z[]: vector<f32>\n  return %1, %2 : f32, f32\n}\n",
        "module {\n  func.func @f(%arg0: vector<16xf32>, %arg1: vector<f32>) -> (f32, f32) {\n    %c15_i32 = arith.constant 15 : i32\n    %0 = vector.extractelement %arg0[%c15_i32 : i32] : vector<16xf32>\n    %1 = vector.extractelement %arg1[] : vector<f32>\n    return %0, %1 : f32, f32\n  }\n}\n",
    );
}

#[test]
fn insertelement() {
    round_trip(
        "func.func @f(%0: vector<16xf32>, %z: vector<f32>) -> (vector<16xf32>, vector<f32>) {\n  %c = arith.constant 15 : i32\n  %f = arith.constant 0.0 : f32\n  %1 = vector.insertelement %f, %0[%c : i32]: vector<16xf32>\n  %2 = vector.insertelement %f, %z[]: vector<f32>\n  return %1, %2 : vector<16xf32>, vector<f32>\n}\n",
        "module {\n  func.func @f(%arg0: vector<16xf32>, %arg1: vector<f32>) -> (vector<16xf32>, vector<f32>) {\n    %c15_i32 = arith.constant 15 : i32\n    %cst = arith.constant 0.000000e+00 : f32\n    %0 = vector.insertelement %cst, %arg0[%c15_i32 : i32] : vector<16xf32>\n    %1 = vector.insertelement %cst, %arg1[] : vector<f32>\n    return %0, %1 : vector<16xf32>, vector<f32>\n  }\n}\n",
    );
}

#[test]
fn matrix_multiply() {
    round_trip(
        "func.func @f(%A: vector<64xf64>, %B: vector<48xf64>) -> vector<12xf64> {\n  %C = vector.matrix_multiply %A, %B\n    { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32 } :\n    (vector<64xf64>, vector<48xf64>) -> vector<12xf64>\n  return %C : vector<12xf64>\n}\n",
        "module {\n  func.func @f(%arg0: vector<64xf64>, %arg1: vector<48xf64>) -> vector<12xf64> {\n    %0 = vector.matrix_multiply %arg0, %arg1 {lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32} : (vector<64xf64>, vector<48xf64>) -> vector<12xf64>\n    return %0 : vector<12xf64>\n  }\n}\n",
    );
}

#[test]
fn flat_transpose() {
    round_trip(
        "func.func @f(%0: vector<16xf32>) -> vector<16xf32> {\n  %1 = vector.flat_transpose %0 {columns = 4 : i32, rows = 4 : i32}\n     : vector<16xf32> -> vector<16xf32>\n  return %1 : vector<16xf32>\n}\n",
        "module {\n  func.func @f(%arg0: vector<16xf32>) -> vector<16xf32> {\n    %0 = vector.flat_transpose %arg0 {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xf32>\n    return %0 : vector<16xf32>\n  }\n}\n",
    );
}

/// Each verifier and constraint of the five ops, checked with
/// `--split-input-file --verify-diagnostics`.
const INVALID: &str = r#"func.func @splat_elem(%s: i32) {
  // expected-error@+1 {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %t = "vector.splat"(%s) : (i32) -> vector<4xf32>
  return
}

// -----

func.func @splat_kind(%s: ui32) {
  // expected-error@+1 {{'vector.splat' op operand #0 must be integer/index/float type, but got 'ui32'}}
  %t = "vector.splat"(%s) : (ui32) -> vector<4xui32>
  return
}

// -----

func.func @extractelement_0d(%z: vector<f32>, %c: i32) {
  // expected-error@+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %1 = vector.extractelement %z[%c : i32] : vector<f32>
  return
}

// -----

func.func @extractelement_rank(%v: vector<4x4xf32>, %c: i32) {
  // expected-error@+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %1 = vector.extractelement %v[%c : i32] : vector<4x4xf32>
  return
}

// -----

func.func @extractelement_no_position(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %1 = vector.extractelement %v[] : vector<4xf32>
  return
}

// -----

func.func @extractelement_result(%v: vector<4xf32>, %c: i32) {
  // expected-error@+1 {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %1 = "vector.extractelement"(%v, %c) : (vector<4xf32>, i32) -> f64
  return
}

// -----

func.func @extractelement_position_type(%v: vector<4xf32>, %c: f32) {
  // expected-error@+1 {{'vector.extractelement' op operand #1 must be signless integer or index, but got 'f32'}}
  %1 = "vector.extractelement"(%v, %c) : (vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @insertelement_0d(%f: f32, %z: vector<f32>, %c: i32) {
  // expected-error@+1 {{'vector.insertelement' op expected position to be empty with 0-D vector}}
  %1 = vector.insertelement %f, %z[%c : i32] : vector<f32>
  return
}

// -----

func.func @insertelement_rank(%f: f32, %v: vector<4x4xf32>, %c: i32) {
  // expected-error@+1 {{'vector.insertelement' op unexpected >1 vector rank}}
  %1 = vector.insertelement %f, %v[%c : i32] : vector<4x4xf32>
  return
}

// -----

func.func @insertelement_no_position(%f: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %1 = vector.insertelement %f, %v[] : vector<4xf32>
  return
}

// -----

func.func @insertelement_source(%f: f64, %v: vector<4xf32>, %c: i32) {
  // expected-error@+1 {{'vector.insertelement' op failed to verify that source operand type matches element type of result}}
  %1 = "vector.insertelement"(%f, %v, %c) : (f64, vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @matrix_multiply_scalable(%a: vector<[4]xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op operand #0 must be fixed-length vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<[4]xf32>'}}
  %c = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<[4]xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @matrix_multiply_elem(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error@+1 {{'vector.matrix_multiply' op failed to verify that rhs operand and result have same element type}}
  %c = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @matrix_multiply_attr(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op requires attribute 'lhs_columns'}}
  %c = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @flat_transpose_rank(%m: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.flat_transpose' op operand #0 must be fixed-length vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<4x4xf32>'}}
  %1 = "vector.flat_transpose"(%m) <{columns = 4 : i32, rows = 4 : i32}> : (vector<4x4xf32>) -> vector<16xf32>
  return
}

// -----

func.func @flat_transpose_elem(%m: vector<16xf32>) {
  // expected-error@+1 {{'vector.flat_transpose' op failed to verify that source operand and result have same element type}}
  %1 = vector.flat_transpose %m {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xi32>
  return
}

// -----

func.func @flat_transpose_attr(%m: vector<16xf32>) {
  // expected-error@+1 {{'vector.flat_transpose' op attribute 'rows' failed to satisfy constraint: 32-bit signless integer attribute}}
  %1 = vector.flat_transpose %m {columns = 4 : i32, rows = 4 : i64} : vector<16xf32> -> vector<16xf32>
  return
}
"#;

#[test]
fn verification() {
    let out = run(INVALID, false, true);
    assert_eq!(out.exit_code, 0, "{}", String::from_utf8_lossy(&out.stderr));
}

/// The splat folder: a constant operand becomes a splat constant.
#[test]
fn splat_folds() {
    let out = tests::run_ods_pipeline(
        "fold.mlir",
        b"func.func @f() -> vector<4xi32> {\n  %c = arith.constant 7 : i32\n  %t = vector.splat %c : vector<4xi32>\n  return %t : vector<4xi32>\n}\n",
        "builtin.module(canonicalize)",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("%cst = arith.constant dense<7> : vector<4xi32>"),
        "{text}"
    );
}
