// Masked transfers with non-minor-identity permutation maps: the mask has
// the transfer's shape in memref order (inferTransferOpMaskType), a
// broadcast dimension has no mask dimension; masked-off lanes read the
// padding / are not written.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<4x5xi32>
  %v = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24], [30, 31, 32, 33, 34]]> : vector<4x5xi32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<4x5xi32>, memref<4x5xi32>
  %pad = arith.constant -1 : i32
  %mask = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  // transposed masked read: vector 3x2, mask in memory order 2x3
  %r = vector.transfer_read %m[%c1, %c1], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x5xi32>, vector<3x2xi32>
  vector.print %r : vector<3x2xi32>
  // transposed, partly out of bounds
  %c3 = arith.constant 3 : index
  %ro = vector.transfer_read %m[%c3, %c3], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x5xi32>, vector<3x2xi32>
  vector.print %ro : vector<3x2xi32>
  %w = arith.constant dense<[[100, 101], [102, 103], [104, 105]]> : vector<3x2xi32>
  vector.transfer_write %w, %m[%c0, %c0], %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xi32>, memref<4x5xi32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<4x5xi32>, vector<4x5xi32>
  vector.print %all : vector<4x5xi32>
  // a column
  %m1 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %r1 = vector.transfer_read %m[%c0, %c1], %pad, %m1 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x5xi32>, vector<3xi32>
  vector.print %r1 : vector<3xi32>
  // a broadcast dimension: the mask covers the row only
  %rb = vector.transfer_read %m[%c1, %c1], %pad, %m1 {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x5xi32>, vector<2x3xi32>
  vector.print %rb : vector<2x3xi32>
  // 3-D memref, two of its dimensions
  %m3 = memref.alloca() : memref<2x4x5xi16>
  %v3 = arith.constant dense<7> : vector<2x4x5xi16>
  vector.transfer_write %v3, %m3[%c0, %c0, %c0] : vector<2x4x5xi16>, memref<2x4x5xi16>
  %pad16 = arith.constant 999 : i16
  %r3 = vector.transfer_read %m3[%c0, %c0, %c0], %pad16, %mask {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : memref<2x4x5xi16>, vector<2x3xi16>
  vector.print %r3 : vector<2x3xi16>
  // transposed 3-D write
  %w3 = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi16>
  vector.transfer_write %w3, %m3[%c1, %c1, %c1], %mask {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<3x2xi16>, memref<2x4x5xi16>
  %a3 = vector.transfer_read %m3[%c1, %c0, %c0], %pad16 : memref<2x4x5xi16>, vector<4x5xi16>
  vector.print %a3 : vector<4x5xi16>
  return
}
