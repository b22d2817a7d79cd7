// vector transfers: 2-D, masked, out of bounds, printMemref of the result.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<5x6xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %k = arith.constant 10 : i32
      %t = arith.muli %ii, %k : i32
      %s = arith.addi %t, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %m[%i, %j] : memref<5x6xf32>
    }
    %neg = arith.constant -1.0 : f32
    memref.store %neg, %m[%i, %c5] : memref<5x6xf32>
  }
  %pad = arith.constant 42.0 : f32
  // simple 2-D read
  %v0 = vector.transfer_read %m[%c1, %c2], %pad : memref<5x6xf32>, vector<2x3xf32>
  vector.print %v0 : vector<2x3xf32>
  // out-of-bounds read with padding
  %v1 = vector.transfer_read %m[%c3, %c4], %pad : memref<5x6xf32>, vector<3x4xf32>
  vector.print %v1 : vector<3x4xf32>
  // transposed read
  %v2 = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<5x6xf32>, vector<3x2xf32>
  vector.print %v2 : vector<3x2xf32>
  // transposed OOB
  %v2b = vector.transfer_read %m[%c3, %c4], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<5x6xf32>, vector<3x3xf32>
  vector.print %v2b : vector<3x3xf32>
  // broadcast dim
  %v3 = vector.transfer_read %m[%c2, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<5x6xf32>, vector<3x4xf32>
  vector.print %v3 : vector<3x4xf32>
  // 1-D of minor dim
  %v4 = vector.transfer_read %m[%c4, %c3], %pad : memref<5x6xf32>, vector<5xf32>
  vector.print %v4 : vector<5xf32>
  // read along column (d0)
  %v5 = vector.transfer_read %m[%c2, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<5x6xf32>, vector<4xf32>
  vector.print %v5 : vector<4xf32>
  // masked read
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %v6 = vector.transfer_read %m[%c1, %c0], %pad, %mask : memref<5x6xf32>, vector<4xf32>
  vector.print %v6 : vector<4xf32>
  %mask2 = vector.create_mask %c1, %c2 : vector<2x3xi1>
  %v7 = vector.transfer_read %m[%c0, %c0], %pad, %mask2 : memref<5x6xf32>, vector<2x3xf32>
  vector.print %v7 : vector<2x3xf32>
  // in_bounds read
  %v8 = vector.transfer_read %m[%c0, %c2], %pad {in_bounds = [true, true]} : memref<5x6xf32>, vector<2x4xf32>
  vector.print %v8 : vector<2x4xf32>
  // writes
  %w = arith.constant dense<[[100.0, 101.0, 102.0], [110.0, 111.0, 112.0]]> : vector<2x3xf32>
  vector.transfer_write %w, %m[%c4, %c4] : vector<2x3xf32>, memref<5x6xf32>
  %wt = arith.constant dense<[[200.0, 201.0], [210.0, 211.0], [220.0, 221.0]]> : vector<3x2xf32>
  vector.transfer_write %wt, %m[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<5x6xf32>
  %w1 = arith.constant dense<[-5.0, -6.0, -7.0, -8.0]> : vector<4xf32>
  %wm = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  vector.transfer_write %w1, %m[%c2, %c2], %wm : vector<4xf32>, memref<5x6xf32>
  vector.transfer_write %w1, %m[%c2, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<5x6xf32>
  %u = memref.cast %m : memref<5x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<5x6xf32>
  return
}
