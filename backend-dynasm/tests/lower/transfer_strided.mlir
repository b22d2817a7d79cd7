// transfers on strided subviews and dynamic memrefs.
func.func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %a = arith.muli %i, %d1 : index
      %b = arith.addi %a, %j : index
      %ii = arith.index_cast %b : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %m = memref.alloc(%c6, %c7) : memref<?x?xf32>
  call @fill(%m) : (memref<?x?xf32>) -> ()
  %pad = arith.constant -1.0 : f32
  %sv = memref.subview %m[1, 1] [3, 3] [2, 2] : memref<?x?xf32> to memref<3x3xf32, strided<[?, 2], offset: ?>>
  %r0 = vector.transfer_read %sv[%c0, %c0], %pad : memref<3x3xf32, strided<[?, 2], offset: ?>>, vector<3x3xf32>
  vector.print %r0 : vector<3x3xf32>
  %r1 = vector.transfer_read %sv[%c2, %c1], %pad : memref<3x3xf32, strided<[?, 2], offset: ?>>, vector<3x4xf32>
  vector.print %r1 : vector<3x4xf32>
  %r2 = vector.transfer_read %sv[%c1, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x3xf32, strided<[?, 2], offset: ?>>, vector<3x4xf32>
  vector.print %r2 : vector<3x4xf32>
  // dynamic subview
  %sv2 = memref.subview %m[%c1, %c2] [%c3, %c3] [%c1, %c2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %r3 = vector.transfer_read %sv2[%c0, %c0], %pad : memref<?x?xf32, strided<[?, ?], offset: ?>>, vector<4x4xf32>
  vector.print %r3 : vector<4x4xf32>
  %w = arith.constant dense<[[1000.0, 1001.0, 1002.0, 1003.0], [2000.0, 2001.0, 2002.0, 2003.0]]> : vector<2x4xf32>
  vector.transfer_write %w, %sv2[%c2, %c1] : vector<2x4xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<?x?xf32>, vector<6x7xf32>
  vector.print %all : vector<6x7xf32>
  // column subview (rank-reducing)
  %col = memref.subview %m[0, 3] [6, 1] [1, 1] : memref<?x?xf32> to memref<6xf32, strided<[?], offset: 3>>
  %rc = vector.transfer_read %col[%c1], %pad : memref<6xf32, strided<[?], offset: 3>>, vector<8xf32>
  vector.print %rc : vector<8xf32>
  // 3-D read from 2-D memref with broadcast
  %r4 = vector.transfer_read %m[%c1, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0, 0, d1)>} : memref<?x?xf32>, vector<2x2x5xf32>
  vector.print %r4 : vector<2x2x5xf32>
  memref.dealloc %m : memref<?x?xf32>
  return
}
