// vector memory ops: maskedload/store, compressstore, expandload, gather,
// scatter.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloca() : memref<16xi32>
  scf.for %i = %c0 to %c16 step %c1 {
    %v = arith.index_cast %i : index to i32
    %s = arith.muli %v, %v : i32
    memref.store %s, %m[%i] : memref<16xi32>
  }
  %idx = arith.constant dense<[14, 0, 3, 3, 7, 1]> : vector<6xi32>
  %mask = arith.constant dense<[true, true, false, true, true, false]> : vector<6xi1>
  %pass = arith.constant dense<-1> : vector<6xi32>
  %g = vector.gather %m[%c1][%idx], %mask, %pass : memref<16xi32>, vector<6xi32>, vector<6xi1>, vector<6xi32> into vector<6xi32>
  vector.print %g : vector<6xi32>
  %idx2 = arith.constant dense<[2, 0, 5]> : vector<3xindex>
  %m3 = arith.constant dense<true> : vector<3xi1>
  %p3 = arith.constant dense<0> : vector<3xi32>
  %g2 = vector.gather %m[%c3][%idx2], %m3, %p3 : memref<16xi32>, vector<3xindex>, vector<3xi1>, vector<3xi32> into vector<3xi32>
  vector.print %g2 : vector<3xi32>
  // scatter
  %sv = arith.constant dense<[100, 200, 300, 400]> : vector<4xi32>
  %si = arith.constant dense<[5, 1, 9, 0]> : vector<4xi32>
  %sm = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  vector.scatter %m[%c2][%si], %sm, %sv : memref<16xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
  %all = vector.load %m[%c0] : memref<16xi32>, vector<16xi32>
  vector.print %all : vector<16xi32>
  // compressstore / expandload
  %cm = arith.constant dense<[false, true, true, false, true]> : vector<5xi1>
  %cv = arith.constant dense<[-1, -2, -3, -4, -5]> : vector<5xi32>
  vector.compressstore %m[%c3], %cm, %cv : memref<16xi32>, vector<5xi1>, vector<5xi32>
  %all2 = vector.load %m[%c0] : memref<16xi32>, vector<16xi32>
  vector.print %all2 : vector<16xi32>
  %ep = arith.constant dense<77> : vector<5xi32>
  %e = vector.expandload %m[%c1], %cm, %ep : memref<16xi32>, vector<5xi1>, vector<5xi32> into vector<5xi32>
  vector.print %e : vector<5xi32>
  // maskedload/store
  %mm = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %mp = arith.constant dense<5> : vector<4xi32>
  %ml = vector.maskedload %m[%c2], %mm, %mp : memref<16xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %ml : vector<4xi32>
  %msv = arith.constant dense<[9, 9, 9, 9]> : vector<4xi32>
  vector.maskedstore %m[%c1], %mm, %msv : memref<16xi32>, vector<4xi1>, vector<4xi32>
  %all3 = vector.load %m[%c0] : memref<16xi32>, vector<16xi32>
  vector.print %all3 : vector<16xi32>
  // vector.store
  %st = arith.constant dense<[0, 0, 0]> : vector<3xi32>
  vector.store %st, %m[%c3] : memref<16xi32>, vector<3xi32>
  return
}
