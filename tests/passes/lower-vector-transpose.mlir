// FLAGS: --lower-vector-transpose
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @t2(%a: vector<2x3xf32>) -> vector<3x2xf32> {
  %r = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %r : vector<3x2xf32>
}
func.func @rows_move(%a: vector<2x3x4xi8>) -> vector<3x2x4xi8> {
  %r = vector.transpose %a, [1, 0, 2] : vector<2x3x4xi8> to vector<3x2x4xi8>
  return %r : vector<3x2x4xi8>
}
