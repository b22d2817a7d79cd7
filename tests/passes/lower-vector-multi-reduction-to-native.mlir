// FLAGS: --lower-vector-multi-reduction-to-native
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @inner_parallel(%v: vector<3x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [0] : vector<3x4xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @inner_reduction(%v: vector<2x4xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r = vector.multi_reduction <maxsi>, %v, %acc [1] : vector<2x4xi32> to vector<2xi32>
  return %r : vector<2xi32>
}
func.func @all(%v: vector<2x4xf32>, %acc: f32) -> f32 {
  %r = vector.multi_reduction <mul>, %v, %acc [0, 1] : vector<2x4xf32> to f32
  return %r : f32
}
