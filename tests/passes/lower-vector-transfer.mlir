// FLAGS: --lower-vector-transfer
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle)
func.func @in_bounds_2d(%m: memref<8x8xf32>, %i: index, %j: index) -> vector<2x8xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x8xf32>
  vector.transfer_write %r, %m[%j, %i] {in_bounds = [true, true]} : vector<2x8xf32>, memref<8x8xf32>
  return %r : vector<2x8xf32>
}
func.func @tail_1d(%m: memref<?xf32>, %i: index, %v: vector<8xf32>) -> vector<8xf32> {
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<8xf32>
  vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<?xf32>
  return %r : vector<8xf32>
}
func.func @out_of_bounds_rows(%m: memref<?x?xi32>, %i: index) -> vector<2x4xi32> {
  %pad = arith.constant 7 : i32
  %r = vector.transfer_read %m[%i, %i], %pad {in_bounds = [false, true]} : memref<?x?xi32>, vector<2x4xi32>
  return %r : vector<2x4xi32>
}
func.func @transposed(%m: memref<?x?xf32>, %i: index) -> vector<3x2xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<3x2xf32>
  return %r : vector<3x2xf32>
}
func.func @broadcast_dim(%m: memref<4x4xf32>, %i: index) -> vector<2x4xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : memref<4x4xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @masked(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i], %pad, %mask {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i], %mask : vector<4xf32>, memref<?xf32>
  return %r : vector<4xf32>
}
func.func @nd_load_store(%m: memref<4x8xf32>, %i: index, %j: index) {
  %v = vector.load %m[%i, %j] : memref<4x8xf32>, vector<2x4xf32>
  vector.store %v, %m[%j, %i] : memref<4x8xf32>, vector<2x4xf32>
  return
}
