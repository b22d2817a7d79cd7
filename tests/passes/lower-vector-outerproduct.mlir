// FLAGS: --lower-vector-outerproduct
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @fma(%a: vector<2xf32>, %b: vector<8xf32>, %c: vector<2x8xf32>) -> vector<2x8xf32> {
  %r = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<8xf32>
  return %r : vector<2x8xf32>
}
func.func @no_acc(%a: vector<2xi32>, %b: vector<4xi32>) -> vector<2x4xi32> {
  %r = vector.outerproduct %a, %b : vector<2xi32>, vector<4xi32>
  return %r : vector<2x4xi32>
}
func.func @kind_max(%a: vector<2xf32>, %b: vector<4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<4xf32>
  return %r : vector<2x4xf32>
}
func.func @axpy(%a: vector<8xf32>, %s: f32, %c: vector<8xf32>) -> vector<8xf32> {
  %r = vector.outerproduct %a, %s, %c : vector<8xf32>, f32
  return %r : vector<8xf32>
}
