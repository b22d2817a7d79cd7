// FLAGS: --lower-vector-contract
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#km = affine_map<(i, j, k) -> (k, i)>
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x8xf32>, %c: vector<2x8xf32>) -> vector<2x8xf32> {
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x8xf32> into vector<2x8xf32>
  return %r : vector<2x8xf32>
}
func.func @matmul_lhs_transposed(%a: vector<2x2xf64>, %b: vector<2x4xf64>, %c: vector<2x4xf64>) -> vector<2x4xf64> {
  %r = vector.contract {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf64>, vector<2x4xf64> into vector<2x4xf64>
  return %r : vector<2x4xf64>
}
func.func @dot(%a: vector<3xf32>, %b: vector<3xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into f32
  return %r : f32
}
func.func @matvec_maxsi(%a: vector<2x3xi32>, %b: vector<3xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  return %r : vector<2xi32>
}
func.func @int8_dot_into_i32(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xi8>, vector<4xi8> into i32
  return %r : i32
}
