// Masked vector.transfer_read/transfer_write whose permutation map is not a
// minor identity: the mask has one dimension per vector dimension that walks
// memory, in memory order (MLIR's inferTransferOpMaskType). Transposed,
// column, skipped-dimension and broadcasting maps; out-of-bounds elements on
// a dynamic memref.
func.func @reads(%m: memref<4x5xi32>, %d: memref<?x?xi32>, %t: memref<2x4x5xi16>, %mask: vector<2x3xi1>, %m3: vector<3xi1>, %m4: vector<4xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1 : i32
  %r0 = vector.transfer_read %m[%c1, %c1], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x5xi32>, vector<3x2xi32>
  vector.print %r0 : vector<3x2xi32>
  %r1 = vector.transfer_read %m[%c0, %c1], %pad, %m3 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x5xi32>, vector<3xi32>
  vector.print %r1 : vector<3xi32>
  // out of bounds on the dynamic memref (3x4): transposed and column
  %r2 = vector.transfer_read %d[%c2, %c2], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xi32>, vector<3x2xi32>
  vector.print %r2 : vector<3x2xi32>
  %r3 = vector.transfer_read %d[%c1, %c3], %pad, %m3 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xi32>, vector<3xi32>
  vector.print %r3 : vector<3xi32>
  // a skipped dimension: rows are still mask rows
  %p16 = arith.constant 999 : i16
  %r4 = vector.transfer_read %t[%c0, %c1, %c1], %p16, %mask {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : memref<2x4x5xi16>, vector<2x3xi16>
  vector.print %r4 : vector<2x3xi16>
  // broadcasts: a leading one (the mask is one row), an innermost one (one
  // bit per row)
  %r5 = vector.transfer_read %m[%c1, %c2], %pad, %m3 {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x5xi32>, vector<2x3xi32>
  vector.print %r5 : vector<2x3xi32>
  %r6 = vector.transfer_read %m[%c0, %c2], %pad, %m4 {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<4x5xi32>, vector<4x3xi32>
  vector.print %r6 : vector<4x3xi32>
  // 3-D transposed: vector dims walk d2, d0, d1; the mask is 2x4x3 (memory order)
  %mm = vector.shape_cast %mask : vector<2x3xi1> to vector<6xi1>
  %m24 = vector.shuffle %mm, %mm [0, 1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1] : vector<6xi1>, vector<6xi1>
  %m3d = vector.shape_cast %m24 : vector<24xi1> to vector<2x4x3xi1>
  %r7 = vector.transfer_read %t[%c0, %c0, %c2], %p16, %m3d {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : memref<2x4x5xi16>, vector<3x2x4xi16>
  vector.print %r7 : vector<3x2x4xi16>
  return
}

func.func @writes(%m: memref<4x5xi32>, %d: memref<?x?xi32>, %mask: vector<2x3xi1>, %m3: vector<3xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1 : i32
  %w = arith.constant dense<[[100, 101], [102, 103], [104, 105]]> : vector<3x2xi32>
  vector.transfer_write %w, %m[%c0, %c0], %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xi32>, memref<4x5xi32>
  %v = arith.constant dense<[200, 201, 202]> : vector<3xi32>
  vector.transfer_write %v, %m[%c1, %c2], %m3 {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<3xi32>, memref<4x5xi32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<4x5xi32>, vector<4x5xi32>
  vector.print %all : vector<4x5xi32>
  // out of bounds on the dynamic memref: only in-bounds, unmasked elements land
  vector.transfer_write %w, %d[%c1, %c2], %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xi32>, memref<?x?xi32>
  vector.transfer_write %v, %d[%c2, %c0], %m3 {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<3xi32>, memref<?x?xi32>
  %alld = vector.transfer_read %d[%c0, %c0], %pad {in_bounds = [true, true]} : memref<?x?xi32>, vector<3x4xi32>
  vector.print %alld : vector<3x4xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x5xi32>
  %v = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24], [30, 31, 32, 33, 34]]> : vector<4x5xi32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<4x5xi32>, memref<4x5xi32>
  %d = memref.alloc(%c3, %c4) : memref<?x?xi32>
  %dv = arith.constant dense<[[50, 51, 52, 53], [60, 61, 62, 63], [70, 71, 72, 73]]> : vector<3x4xi32>
  vector.transfer_write %dv, %d[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xi32>, memref<?x?xi32>
  %t = memref.alloc() : memref<2x4x5xi16>
  %s = vector.step : vector<40xindex>
  %si = arith.index_cast %s : vector<40xindex> to vector<40xi16>
  %ts = vector.shape_cast %si : vector<40xi16> to vector<2x4x5xi16>
  vector.transfer_write %ts, %t[%c0, %c0, %c0] : vector<2x4x5xi16>, memref<2x4x5xi16>
  %k = arith.constant dense<[[1, 0, 1], [0, 1, 1]]> : vector<2x3xi32>
  %z = arith.constant dense<0> : vector<2x3xi32>
  %mask = arith.cmpi ne, %k, %z : vector<2x3xi32>
  %k3 = arith.constant dense<[1, 0, 1]> : vector<3xi32>
  %z3 = arith.constant dense<0> : vector<3xi32>
  %m3 = arith.cmpi ne, %k3, %z3 : vector<3xi32>
  %k4 = arith.constant dense<[1, 1, 0, 1]> : vector<4xi32>
  %z4 = arith.constant dense<0> : vector<4xi32>
  %m4 = arith.cmpi ne, %k4, %z4 : vector<4xi32>
  func.call @reads(%m, %d, %t, %mask, %m3, %m4) : (memref<4x5xi32>, memref<?x?xi32>, memref<2x4x5xi16>, vector<2x3xi1>, vector<3xi1>, vector<4xi1>) -> ()
  func.call @writes(%m, %d, %mask, %m3) : (memref<4x5xi32>, memref<?x?xi32>, vector<2x3xi1>, vector<3xi1>) -> ()
  memref.dealloc %m : memref<4x5xi32>
  memref.dealloc %d : memref<?x?xi32>
  memref.dealloc %t : memref<2x4x5xi16>
  return
}
