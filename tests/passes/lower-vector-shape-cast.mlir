// FLAGS: --lower-vector-shape-cast
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @flatten(%a: vector<2x4xf32>) -> vector<8xf32> {
  %r = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  return %r : vector<8xf32>
}
func.func @split(%a: vector<8xf32>) -> vector<2x4xf32> {
  %r = vector.shape_cast %a : vector<8xf32> to vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @same_rows(%a: vector<2x3x4xi32>) -> vector<6x4xi32> {
  %r = vector.shape_cast %a : vector<2x3x4xi32> to vector<6x4xi32>
  return %r : vector<6x4xi32>
}
func.func @elements(%a: vector<2x3xi32>) -> vector<3x2xi32> {
  %r = vector.shape_cast %a : vector<2x3xi32> to vector<3x2xi32>
  return %r : vector<3x2xi32>
}
