// FLAGS: --lower-vector-mask
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
