func.func @main() {
  %m = memref.alloc() : memref<20xi8>
  %w = memref.alloc() : memref<12xi16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %c12i = arith.constant 12 : i16
  scf.for %i = %c0 to %c20 step %c1 {
    %x = arith.index_cast %i : index to i8
    %y = arith.muli %x, %x : i8
    memref.store %y, %m[%i] : memref<20xi8>
  }
  scf.for %i = %c0 to %c12 step %c1 {
    %x = arith.index_cast %i : index to i16
    %y = arith.subi %x, %c12i : i16
    memref.store %y, %w[%i] : memref<12xi16>
  }
  %mask = vector.constant_mask [6] : vector<8xi1>
  %pass = arith.constant dense<-7> : vector<8xi8>
  %l = vector.maskedload %m[%c14], %mask, %pass : memref<20xi8>, vector<8xi1>, vector<8xi8> into vector<8xi8>
  vector.print %l : vector<8xi8>
  %n = arith.constant 17 : index
  %dm = vector.create_mask %n : vector<32xi1>
  %p32 = arith.constant dense<5> : vector<32xi8>
  %l32 = vector.maskedload %m[%c0], %dm, %p32 : memref<20xi8>, vector<32xi1>, vector<32xi8> into vector<32xi8>
  vector.print %l32 : vector<32xi8>
  %holes = arith.constant dense<[true, false, true, true, false, false, true, true]> : vector<8xi1>
  %v16 = arith.constant dense<[100, 101, 102, 103, 104, 105, 106, 107]> : vector<8xi16>
  vector.maskedstore %w[%c4], %holes, %v16 : memref<12xi16>, vector<8xi1>, vector<8xi16>
  %p16 = arith.constant dense<0> : vector<8xi16>
  %all = vector.constant_mask [8] : vector<8xi1>
  %r0 = vector.maskedload %w[%c0], %all, %p16 : memref<12xi16>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  %r1 = vector.maskedload %w[%c4], %all, %p16 : memref<12xi16>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  vector.print %r0 : vector<8xi16>
  vector.print %r1 : vector<8xi16>
  %idx = arith.constant dense<[19, 0, 3, 1000, 7, -5, 2, 2]> : vector<8xi32>
  %gm = arith.constant dense<[true, true, true, false, true, false, true, true]> : vector<8xi1>
  %g = vector.gather %m[%c0][%idx], %gm, %pass : memref<20xi8>, vector<8xi32>, vector<8xi1>, vector<8xi8> into vector<8xi8>
  vector.print %g : vector<8xi8>
  %idx16 = arith.constant dense<[11, 0, 3, 30000]> : vector<4xi16>
  %gm4 = arith.constant dense<[true, true, true, false]> : vector<4xi1>
  %pw = arith.constant dense<9> : vector<4xi16>
  %g16 = vector.gather %w[%c0][%idx16], %gm4, %pw : memref<12xi16>, vector<4xi16>, vector<4xi1>, vector<4xi16> into vector<4xi16>
  vector.print %g16 : vector<4xi16>
  memref.dealloc %m : memref<20xi8>
  memref.dealloc %w : memref<12xi16>
  return
}
