// n-D gather and scatter (linear offsets from the base position),
// expandload and compressstore.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<4x5xf32>
  %v = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [10.0, 11.0, 12.0, 13.0, 14.0], [20.0, 21.0, 22.0, 23.0, 24.0], [30.0, 31.0, 32.0, 33.0, 34.0]]> : vector<4x5xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<4x5xf32>, memref<4x5xf32>
  %idx = arith.constant dense<[0, 4, 7, 2]> : vector<4xi32>
  %mask = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %m[%c1, %c1][%idx], %mask, %pass : memref<4x5xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %idx2 = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xindex>
  %mask2 = arith.constant dense<[[true, false, true], [true, true, false]]> : vector<2x3xi1>
  %pass2 = arith.constant dense<-1.0> : vector<2x3xf32>
  %g2 = vector.gather %m[%c2, %c0][%idx2], %mask2, %pass2 : memref<4x5xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  vector.print %g2 : vector<2x3xf32>
  %sv = arith.constant dense<[100.0, 200.0, 300.0]> : vector<3xf32>
  %si = arith.constant dense<[1, 1, 3]> : vector<3xi64>
  %sm = arith.constant dense<true> : vector<3xi1>
  vector.scatter %m[%c0, %c0][%si], %sm, %sv : memref<4x5xf32>, vector<3xi64>, vector<3xi1>, vector<3xf32>
  %fp = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0], %fp : memref<4x5xf32>, vector<1x5xf32>
  vector.print %r : vector<1x5xf32>
  %dm = memref.alloc(%c2) : memref<?xf64>
  %dv = arith.constant dense<[1.5, 2.5]> : vector<2xf64>
  vector.store %dv, %dm[%c0] : memref<?xf64>, vector<2xf64>
  %el = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  %ep = arith.constant dense<9.0> : vector<4xf64>
  %ex = vector.expandload %dm[%c0], %el, %ep : memref<?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  vector.print %ex : vector<4xf64>
  %cs = arith.constant dense<[7.0, 8.0, 9.0, 10.0]> : vector<4xf64>
  %cm = arith.constant dense<[false, false, false, true]> : vector<4xi1>
  vector.compressstore %dm[%c1], %cm, %cs : memref<?xf64>, vector<4xi1>, vector<4xf64>
  %dl = vector.load %dm[%c0] : memref<?xf64>, vector<2xf64>
  vector.print %dl : vector<2xf64>
  memref.dealloc %dm : memref<?xf64>
  return
}
