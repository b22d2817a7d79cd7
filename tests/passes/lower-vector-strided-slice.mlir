// FLAGS: --lower-vector-strided-slice
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @extract(%a: vector<4x8xf32>) -> vector<2x4xf32> {
  %r = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @insert(%a: vector<2x4xf32>, %d: vector<4x8xf32>) -> vector<4x8xf32> {
  %r = vector.insert_strided_slice %a, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  return %r : vector<4x8xf32>
}
func.func @legacy(%v: vector<4xf32>, %i: i32, %s: f32) -> (f32, vector<4xf32>, vector<2x4xf32>) {
  %e = vector.extractelement %v[%i : i32] : vector<4xf32>
  %n = vector.insertelement %s, %v[%i : i32] : vector<4xf32>
  %b = vector.splat %s : vector<2x4xf32>
  return %e, %n, %b : f32, vector<4xf32>, vector<2x4xf32>
}
