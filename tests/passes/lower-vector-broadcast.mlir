// FLAGS: --lower-vector-broadcast
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @scalar(%s: f32) -> vector<2x4xf32> {
  %r = vector.broadcast %s : f32 to vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @leading(%v: vector<4xf32>) -> vector<2x4xf32> {
  %r = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @stretch_last(%v: vector<2x1xi32>) -> vector<2x4xi32> {
  %r = vector.broadcast %v : vector<2x1xi32> to vector<2x4xi32>
  return %r : vector<2x4xi32>
}
func.func @stretch_1d(%v: vector<1xf64>) -> vector<4xf64> {
  %r = vector.broadcast %v : vector<1xf64> to vector<4xf64>
  return %r : vector<4xf64>
}
func.func @native(%s: f32) -> vector<8xf32> {
  %r = vector.broadcast %s : f32 to vector<8xf32>
  return %r : vector<8xf32>
}
