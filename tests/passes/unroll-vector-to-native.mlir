// FLAGS: --unroll-vector-to-native
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @wide(%a: vector<16xf32>, %b: vector<16xf32>) -> vector<16xi1> {
  %s = arith.addf %a, %b : vector<16xf32>
  %c = arith.cmpf olt, %s, %a : vector<16xf32>
  return %c : vector<16xi1>
}
func.func @widen(%a: vector<8xf32>) -> vector<8xf64> {
  %w = arith.extf %a : vector<8xf32> to vector<8xf64>
  return %w : vector<8xf64>
}
func.func @loop(%init: vector<2x8xf32>, %x: vector<2x8xf32>, %n: index) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (vector<2x8xf32>) {
    %y = vector.fma %x, %x, %acc : vector<2x8xf32>
    scf.yield %y : vector<2x8xf32>
  }
  return %r : vector<2x8xf32>
}
func.func @rows(%v: vector<2x4xi32>, %s: i32, %i: index) -> (vector<2x4xi32>, i32) {
  %cst = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %a = arith.addi %v, %cst : vector<2x4xi32>
  %b = vector.insert %s, %a [1, 2] : i32 into vector<2x4xi32>
  %e = vector.extract %b[%i, 3] : i32 from vector<2x4xi32>
  return %b, %e : vector<2x4xi32>, i32
}
func.func @reduce_and_print(%v: vector<12xf32>, %m: vector<2x3xi8>) -> f32 {
  %r = vector.reduction <add>, %v : vector<12xf32> into f32
  vector.print %m : vector<2x3xi8>
  return %r : f32
}
