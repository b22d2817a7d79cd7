// FLAGS: --lower-vector-mask-to-native
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @mask_region(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.mask %mask, %pass { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %r, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return %r : vector<4xf32>
}
func.func @create_mask_2d(%a: index, %b: index) -> vector<3x4xi1> {
  %r = vector.create_mask %a, %b : vector<3x4xi1>
  return %r : vector<3x4xi1>
}
func.func @constant_mask_2d() -> vector<2x3xi1> {
  %r = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %r : vector<2x3xi1>
}
func.func @masked_reduction(%v: vector<8xf32>, %m: vector<8xi1>, %acc: f32) -> f32 {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %r : f32
}
func.func @masked_multi_reduction(%v: vector<2x4xi32>, %m: vector<2x4xi1>, %acc: vector<4xi32>) -> vector<4xi32> {
  %r = vector.mask %m { vector.multi_reduction <maxsi>, %v, %acc [0] : vector<2x4xi32> to vector<4xi32> } : vector<2x4xi1> -> vector<4xi32>
  return %r : vector<4xi32>
}
func.func @masked_outerproduct(%a: vector<2xf32>, %b: vector<4xf32>, %acc: vector<2x4xf32>, %m: vector<2x4xi1>) -> vector<2x4xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @masked_dot(%a: vector<2xf32>, %b: vector<2xf32>, %c: f32, %m: vector<2xi1>) -> f32 {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<2xf32>, vector<2xf32> into f32 } : vector<2xi1> -> f32
  return %r : f32
}
