// vector.compressstore and vector.expandload on vectors wider than one
// register (split in two on AVX2, in four on NEON), with masks computed at
// run time, and mask bitcasts whose i1 lanes span several registers.
func.func @kernel(%a: vector<16xf32>, %t: vector<16xf32>, %x: vector<8xf64>, %y: vector<8xf64>, %p: vector<16xi16>, %q: vector<16xi16>, %w: vector<12xi32>, %z: vector<12xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c40 = arith.constant 40 : index
  %mf = arith.cmpf ogt, %a, %t : vector<16xf32>
  %md = arith.cmpf olt, %x, %y : vector<8xf64>
  %mi = arith.cmpi sgt, %p, %q : vector<16xi16>
  %mw = arith.cmpi ne, %w, %z : vector<12xi32>
  %fm = memref.alloca() : memref<40xf32>
  %zf = arith.constant dense<0.0> : vector<40xf32>
  vector.transfer_write %zf, %fm[%c0] : vector<40xf32>, memref<40xf32>
  vector.compressstore %fm[%c2], %mf, %a : memref<40xf32>, vector<16xi1>, vector<16xf32>
  %fr = vector.load %fm[%c0] : memref<40xf32>, vector<20xf32>
  vector.print %fr : vector<20xf32>
  %pf = arith.constant dense<-1.0> : vector<16xf32>
  %fe = vector.expandload %fm[%c2], %mf, %pf : memref<40xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.print %fe : vector<16xf32>
  %dm = memref.alloca() : memref<12xf64>
  %zd = arith.constant dense<7.0> : vector<12xf64>
  vector.store %zd, %dm[%c0] : memref<12xf64>, vector<12xf64>
  vector.compressstore %dm[%c0], %md, %y : memref<12xf64>, vector<8xi1>, vector<8xf64>
  %dr = vector.load %dm[%c0] : memref<12xf64>, vector<12xf64>
  vector.print %dr : vector<12xf64>
  %de = vector.expandload %dm[%c2], %md, %x : memref<12xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
  vector.print %de : vector<8xf64>
  %im = memref.alloca() : memref<20xi16>
  %zi = arith.constant dense<-5> : vector<20xi16>
  vector.store %zi, %im[%c0] : memref<20xi16>, vector<20xi16>
  vector.compressstore %im[%c2], %mi, %q : memref<20xi16>, vector<16xi1>, vector<16xi16>
  %ir = vector.load %im[%c0] : memref<20xi16>, vector<20xi16>
  vector.print %ir : vector<20xi16>
  %ie = vector.expandload %im[%c0], %mi, %p : memref<20xi16>, vector<16xi1>, vector<16xi16> into vector<16xi16>
  vector.print %ie : vector<16xi16>
  %wm = memref.alloca() : memref<12xi32>
  %zw = arith.constant dense<0> : vector<12xi32>
  vector.store %zw, %wm[%c0] : memref<12xi32>, vector<12xi32>
  vector.compressstore %wm[%c0], %mw, %w : memref<12xi32>, vector<12xi1>, vector<12xi32>
  %wr = vector.load %wm[%c0] : memref<12xi32>, vector<12xi32>
  vector.print %wr : vector<12xi32>
  %we = vector.expandload %wm[%c0], %mw, %z : memref<12xi32>, vector<12xi1>, vector<12xi32> into vector<12xi32>
  vector.print %we : vector<12xi32>
  %b0 = vector.bitcast %mf : vector<16xi1> to vector<2xi8>
  vector.print %b0 : vector<2xi8>
  %b1 = vector.bitcast %mi : vector<16xi1> to vector<1xi16>
  vector.print %b1 : vector<1xi16>
  %b2 = vector.bitcast %b0 : vector<2xi8> to vector<16xi1>
  %b3 = arith.xori %b2, %mi : vector<16xi1>
  vector.print %b3 : vector<16xi1>
  %b4 = vector.bitcast %md : vector<8xi1> to vector<1xi8>
  vector.print %b4 : vector<1xi8>
  return
}

func.func @main() {
  %a = arith.constant dense<[1.0, -2.0, 3.0, 4.0, -5.0, 6.0, 0.5, -0.5, 8.0, 9.0, -10.0, 11.0, 12.0, -13.0, 14.0, 15.0]> : vector<16xf32>
  %t = arith.constant dense<0.0> : vector<16xf32>
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf64>
  %y = arith.constant dense<[0.0, 3.0, 3.0, 5.0, 1.0, 9.0, 7.5, 2.0]> : vector<8xf64>
  %p = arith.constant dense<[5, -3, 8, 0, 1, 1, -9, 12, 4, 4, 30, -1, 2, 7, 7, 100]> : vector<16xi16>
  %q = arith.constant dense<[4, -2, 9, -1, 1, 0, -10, 13, 3, 5, 29, -2, 3, 6, 8, 99]> : vector<16xi16>
  %w = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]> : vector<12xi32>
  %z = arith.constant dense<[1, 0, 3, 0, 5, 0, 0, 8, 0, 10, 0, 0]> : vector<12xi32>
  call @kernel(%a, %t, %x, %y, %p, %q, %w, %z) : (vector<16xf32>, vector<16xf32>, vector<8xf64>, vector<8xf64>, vector<16xi16>, vector<16xi16>, vector<12xi32>, vector<12xi32>) -> ()
  return
}
