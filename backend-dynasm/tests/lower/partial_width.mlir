// vector.load/vector.store of 8/16-bit elements whose size is not 4, 8, 16
// or 32 bytes (pieces of 16/8/4/2/1 bytes), at the end of the buffer and
// at dynamic offsets; the whole buffer printed after each store shows that
// nothing outside the vector was written. Transfers whose rows become
// such loads and stores, f16/bf16 vectors of 3 and 5 lanes.
func.func @i8_widths(%m: memref<?xi8>, %o: memref<?xi8>, %off: index) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi8>
  %c1 = arith.constant 1 : index
  %e1 = arith.subi %n, %c1 : index
  %v1 = vector.load %m[%e1] : memref<?xi8>, vector<1xi8>
  vector.print %v1 : vector<1xi8>
  vector.store %v1, %o[%off] : memref<?xi8>, vector<1xi8>
  %w1 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w1 : vector<32xi8>
  %c2 = arith.constant 2 : index
  %e2 = arith.subi %n, %c2 : index
  %v2 = vector.load %m[%e2] : memref<?xi8>, vector<2xi8>
  vector.print %v2 : vector<2xi8>
  vector.store %v2, %o[%off] : memref<?xi8>, vector<2xi8>
  %w2 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w2 : vector<32xi8>
  %c3 = arith.constant 3 : index
  %e3 = arith.subi %n, %c3 : index
  %v3 = vector.load %m[%e3] : memref<?xi8>, vector<3xi8>
  vector.print %v3 : vector<3xi8>
  vector.store %v3, %o[%off] : memref<?xi8>, vector<3xi8>
  %w3 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w3 : vector<32xi8>
  %c5 = arith.constant 5 : index
  %e5 = arith.subi %n, %c5 : index
  %v5 = vector.load %m[%e5] : memref<?xi8>, vector<5xi8>
  vector.print %v5 : vector<5xi8>
  vector.store %v5, %o[%off] : memref<?xi8>, vector<5xi8>
  %w5 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w5 : vector<32xi8>
  %c6 = arith.constant 6 : index
  %e6 = arith.subi %n, %c6 : index
  %v6 = vector.load %m[%e6] : memref<?xi8>, vector<6xi8>
  vector.print %v6 : vector<6xi8>
  vector.store %v6, %o[%off] : memref<?xi8>, vector<6xi8>
  %w6 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w6 : vector<32xi8>
  %c7 = arith.constant 7 : index
  %e7 = arith.subi %n, %c7 : index
  %v7 = vector.load %m[%e7] : memref<?xi8>, vector<7xi8>
  vector.print %v7 : vector<7xi8>
  vector.store %v7, %o[%off] : memref<?xi8>, vector<7xi8>
  %w7 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w7 : vector<32xi8>
  %c9 = arith.constant 9 : index
  %e9 = arith.subi %n, %c9 : index
  %v9 = vector.load %m[%e9] : memref<?xi8>, vector<9xi8>
  vector.print %v9 : vector<9xi8>
  vector.store %v9, %o[%off] : memref<?xi8>, vector<9xi8>
  %w9 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w9 : vector<32xi8>
  %c10 = arith.constant 10 : index
  %e10 = arith.subi %n, %c10 : index
  %v10 = vector.load %m[%e10] : memref<?xi8>, vector<10xi8>
  vector.print %v10 : vector<10xi8>
  vector.store %v10, %o[%off] : memref<?xi8>, vector<10xi8>
  %w10 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w10 : vector<32xi8>
  %c11 = arith.constant 11 : index
  %e11 = arith.subi %n, %c11 : index
  %v11 = vector.load %m[%e11] : memref<?xi8>, vector<11xi8>
  vector.print %v11 : vector<11xi8>
  vector.store %v11, %o[%off] : memref<?xi8>, vector<11xi8>
  %w11 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w11 : vector<32xi8>
  %c12 = arith.constant 12 : index
  %e12 = arith.subi %n, %c12 : index
  %v12 = vector.load %m[%e12] : memref<?xi8>, vector<12xi8>
  vector.print %v12 : vector<12xi8>
  vector.store %v12, %o[%off] : memref<?xi8>, vector<12xi8>
  %w12 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w12 : vector<32xi8>
  %c13 = arith.constant 13 : index
  %e13 = arith.subi %n, %c13 : index
  %v13 = vector.load %m[%e13] : memref<?xi8>, vector<13xi8>
  vector.print %v13 : vector<13xi8>
  vector.store %v13, %o[%off] : memref<?xi8>, vector<13xi8>
  %w13 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w13 : vector<32xi8>
  %c14 = arith.constant 14 : index
  %e14 = arith.subi %n, %c14 : index
  %v14 = vector.load %m[%e14] : memref<?xi8>, vector<14xi8>
  vector.print %v14 : vector<14xi8>
  vector.store %v14, %o[%off] : memref<?xi8>, vector<14xi8>
  %w14 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w14 : vector<32xi8>
  %c15 = arith.constant 15 : index
  %e15 = arith.subi %n, %c15 : index
  %v15 = vector.load %m[%e15] : memref<?xi8>, vector<15xi8>
  vector.print %v15 : vector<15xi8>
  vector.store %v15, %o[%off] : memref<?xi8>, vector<15xi8>
  %w15 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w15 : vector<32xi8>
  %c17 = arith.constant 17 : index
  %e17 = arith.subi %n, %c17 : index
  %v17 = vector.load %m[%e17] : memref<?xi8>, vector<17xi8>
  vector.print %v17 : vector<17xi8>
  vector.store %v17, %o[%off] : memref<?xi8>, vector<17xi8>
  %w17 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w17 : vector<32xi8>
  %c18 = arith.constant 18 : index
  %e18 = arith.subi %n, %c18 : index
  %v18 = vector.load %m[%e18] : memref<?xi8>, vector<18xi8>
  vector.print %v18 : vector<18xi8>
  vector.store %v18, %o[%off] : memref<?xi8>, vector<18xi8>
  %w18 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w18 : vector<32xi8>
  %c19 = arith.constant 19 : index
  %e19 = arith.subi %n, %c19 : index
  %v19 = vector.load %m[%e19] : memref<?xi8>, vector<19xi8>
  vector.print %v19 : vector<19xi8>
  vector.store %v19, %o[%off] : memref<?xi8>, vector<19xi8>
  %w19 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w19 : vector<32xi8>
  %c20 = arith.constant 20 : index
  %e20 = arith.subi %n, %c20 : index
  %v20 = vector.load %m[%e20] : memref<?xi8>, vector<20xi8>
  vector.print %v20 : vector<20xi8>
  vector.store %v20, %o[%off] : memref<?xi8>, vector<20xi8>
  %w20 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w20 : vector<32xi8>
  %c21 = arith.constant 21 : index
  %e21 = arith.subi %n, %c21 : index
  %v21 = vector.load %m[%e21] : memref<?xi8>, vector<21xi8>
  vector.print %v21 : vector<21xi8>
  vector.store %v21, %o[%off] : memref<?xi8>, vector<21xi8>
  %w21 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w21 : vector<32xi8>
  %c22 = arith.constant 22 : index
  %e22 = arith.subi %n, %c22 : index
  %v22 = vector.load %m[%e22] : memref<?xi8>, vector<22xi8>
  vector.print %v22 : vector<22xi8>
  vector.store %v22, %o[%off] : memref<?xi8>, vector<22xi8>
  %w22 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w22 : vector<32xi8>
  %c23 = arith.constant 23 : index
  %e23 = arith.subi %n, %c23 : index
  %v23 = vector.load %m[%e23] : memref<?xi8>, vector<23xi8>
  vector.print %v23 : vector<23xi8>
  vector.store %v23, %o[%off] : memref<?xi8>, vector<23xi8>
  %w23 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w23 : vector<32xi8>
  %c24 = arith.constant 24 : index
  %e24 = arith.subi %n, %c24 : index
  %v24 = vector.load %m[%e24] : memref<?xi8>, vector<24xi8>
  vector.print %v24 : vector<24xi8>
  vector.store %v24, %o[%off] : memref<?xi8>, vector<24xi8>
  %w24 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w24 : vector<32xi8>
  %c25 = arith.constant 25 : index
  %e25 = arith.subi %n, %c25 : index
  %v25 = vector.load %m[%e25] : memref<?xi8>, vector<25xi8>
  vector.print %v25 : vector<25xi8>
  vector.store %v25, %o[%off] : memref<?xi8>, vector<25xi8>
  %w25 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w25 : vector<32xi8>
  %c26 = arith.constant 26 : index
  %e26 = arith.subi %n, %c26 : index
  %v26 = vector.load %m[%e26] : memref<?xi8>, vector<26xi8>
  vector.print %v26 : vector<26xi8>
  vector.store %v26, %o[%off] : memref<?xi8>, vector<26xi8>
  %w26 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w26 : vector<32xi8>
  %c27 = arith.constant 27 : index
  %e27 = arith.subi %n, %c27 : index
  %v27 = vector.load %m[%e27] : memref<?xi8>, vector<27xi8>
  vector.print %v27 : vector<27xi8>
  vector.store %v27, %o[%off] : memref<?xi8>, vector<27xi8>
  %w27 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w27 : vector<32xi8>
  %c28 = arith.constant 28 : index
  %e28 = arith.subi %n, %c28 : index
  %v28 = vector.load %m[%e28] : memref<?xi8>, vector<28xi8>
  vector.print %v28 : vector<28xi8>
  vector.store %v28, %o[%off] : memref<?xi8>, vector<28xi8>
  %w28 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w28 : vector<32xi8>
  %c29 = arith.constant 29 : index
  %e29 = arith.subi %n, %c29 : index
  %v29 = vector.load %m[%e29] : memref<?xi8>, vector<29xi8>
  vector.print %v29 : vector<29xi8>
  vector.store %v29, %o[%off] : memref<?xi8>, vector<29xi8>
  %w29 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w29 : vector<32xi8>
  %c30 = arith.constant 30 : index
  %e30 = arith.subi %n, %c30 : index
  %v30 = vector.load %m[%e30] : memref<?xi8>, vector<30xi8>
  vector.print %v30 : vector<30xi8>
  vector.store %v30, %o[%off] : memref<?xi8>, vector<30xi8>
  %w30 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w30 : vector<32xi8>
  %c31 = arith.constant 31 : index
  %e31 = arith.subi %n, %c31 : index
  %v31 = vector.load %m[%e31] : memref<?xi8>, vector<31xi8>
  vector.print %v31 : vector<31xi8>
  vector.store %v31, %o[%off] : memref<?xi8>, vector<31xi8>
  %w31 = vector.load %o[%c0] : memref<?xi8>, vector<32xi8>
  vector.print %w31 : vector<32xi8>
  return
}
func.func @i16_widths(%m: memref<?xi16>, %o: memref<?xi16>, %off: index) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi16>
  %c1 = arith.constant 1 : index
  %e1 = arith.subi %n, %c1 : index
  %v1 = vector.load %m[%e1] : memref<?xi16>, vector<1xi16>
  vector.print %v1 : vector<1xi16>
  vector.store %v1, %o[%off] : memref<?xi16>, vector<1xi16>
  %w1 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w1 : vector<16xi16>
  %c3 = arith.constant 3 : index
  %e3 = arith.subi %n, %c3 : index
  %v3 = vector.load %m[%e3] : memref<?xi16>, vector<3xi16>
  vector.print %v3 : vector<3xi16>
  vector.store %v3, %o[%off] : memref<?xi16>, vector<3xi16>
  %w3 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w3 : vector<16xi16>
  %c5 = arith.constant 5 : index
  %e5 = arith.subi %n, %c5 : index
  %v5 = vector.load %m[%e5] : memref<?xi16>, vector<5xi16>
  vector.print %v5 : vector<5xi16>
  vector.store %v5, %o[%off] : memref<?xi16>, vector<5xi16>
  %w5 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w5 : vector<16xi16>
  %c6 = arith.constant 6 : index
  %e6 = arith.subi %n, %c6 : index
  %v6 = vector.load %m[%e6] : memref<?xi16>, vector<6xi16>
  vector.print %v6 : vector<6xi16>
  vector.store %v6, %o[%off] : memref<?xi16>, vector<6xi16>
  %w6 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w6 : vector<16xi16>
  %c7 = arith.constant 7 : index
  %e7 = arith.subi %n, %c7 : index
  %v7 = vector.load %m[%e7] : memref<?xi16>, vector<7xi16>
  vector.print %v7 : vector<7xi16>
  vector.store %v7, %o[%off] : memref<?xi16>, vector<7xi16>
  %w7 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w7 : vector<16xi16>
  %c9 = arith.constant 9 : index
  %e9 = arith.subi %n, %c9 : index
  %v9 = vector.load %m[%e9] : memref<?xi16>, vector<9xi16>
  vector.print %v9 : vector<9xi16>
  vector.store %v9, %o[%off] : memref<?xi16>, vector<9xi16>
  %w9 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w9 : vector<16xi16>
  %c10 = arith.constant 10 : index
  %e10 = arith.subi %n, %c10 : index
  %v10 = vector.load %m[%e10] : memref<?xi16>, vector<10xi16>
  vector.print %v10 : vector<10xi16>
  vector.store %v10, %o[%off] : memref<?xi16>, vector<10xi16>
  %w10 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w10 : vector<16xi16>
  %c11 = arith.constant 11 : index
  %e11 = arith.subi %n, %c11 : index
  %v11 = vector.load %m[%e11] : memref<?xi16>, vector<11xi16>
  vector.print %v11 : vector<11xi16>
  vector.store %v11, %o[%off] : memref<?xi16>, vector<11xi16>
  %w11 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w11 : vector<16xi16>
  %c12 = arith.constant 12 : index
  %e12 = arith.subi %n, %c12 : index
  %v12 = vector.load %m[%e12] : memref<?xi16>, vector<12xi16>
  vector.print %v12 : vector<12xi16>
  vector.store %v12, %o[%off] : memref<?xi16>, vector<12xi16>
  %w12 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w12 : vector<16xi16>
  %c13 = arith.constant 13 : index
  %e13 = arith.subi %n, %c13 : index
  %v13 = vector.load %m[%e13] : memref<?xi16>, vector<13xi16>
  vector.print %v13 : vector<13xi16>
  vector.store %v13, %o[%off] : memref<?xi16>, vector<13xi16>
  %w13 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w13 : vector<16xi16>
  %c14 = arith.constant 14 : index
  %e14 = arith.subi %n, %c14 : index
  %v14 = vector.load %m[%e14] : memref<?xi16>, vector<14xi16>
  vector.print %v14 : vector<14xi16>
  vector.store %v14, %o[%off] : memref<?xi16>, vector<14xi16>
  %w14 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w14 : vector<16xi16>
  %c15 = arith.constant 15 : index
  %e15 = arith.subi %n, %c15 : index
  %v15 = vector.load %m[%e15] : memref<?xi16>, vector<15xi16>
  vector.print %v15 : vector<15xi16>
  vector.store %v15, %o[%off] : memref<?xi16>, vector<15xi16>
  %w15 = vector.load %o[%c0] : memref<?xi16>, vector<16xi16>
  vector.print %w15 : vector<16xi16>
  return
}
func.func @halves(%h: memref<?xf16>, %b: memref<?xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a3 = vector.load %h[%c1] : memref<?xf16>, vector<3xf16>
  %a5 = vector.load %h[%c0] : memref<?xf16>, vector<5xf16>
  %s = arith.addf %a3, %a3 : vector<3xf16>
  vector.print %s : vector<3xf16>
  vector.print %a5 : vector<5xf16>
  vector.store %s, %h[%c0] : memref<?xf16>, vector<3xf16>
  %all = vector.load %h[%c0] : memref<?xf16>, vector<8xf16>
  vector.print %all : vector<8xf16>
  %b7 = vector.load %b[%c1] : memref<?xbf16>, vector<7xbf16>
  %bm = arith.mulf %b7, %b7 : vector<7xbf16>
  vector.store %bm, %b[%c0] : memref<?xbf16>, vector<7xbf16>
  %ball = vector.load %b[%c0] : memref<?xbf16>, vector<8xbf16>
  vector.print %ball : vector<8xbf16>
  return
}

func.func @transfers(%m: memref<5x5xi8>, %w: memref<3x7xi16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p8 = arith.constant 0 : i8
  %r = vector.transfer_read %m[%c0, %c0], %p8 {in_bounds = [true, true]} : memref<5x5xi8>, vector<5x5xi8>
  vector.print %r : vector<5x5xi8>
  %t = arith.addi %r, %r : vector<5x5xi8>
  %t2 = vector.extract_strided_slice %t {offsets = [1, 1], sizes = [3, 3], strides = [1, 1]} : vector<5x5xi8> to vector<3x3xi8>
  vector.transfer_write %t2, %m[%c1, %c1] {in_bounds = [true, true]} : vector<3x3xi8>, memref<5x5xi8>
  %r2 = vector.transfer_read %m[%c0, %c0], %p8 {in_bounds = [true, true]} : memref<5x5xi8>, vector<5x5xi8>
  vector.print %r2 : vector<5x5xi8>
  %p16 = arith.constant -1 : i16
  %q = vector.transfer_read %w[%c0, %c1], %p16 {in_bounds = [true, true]} : memref<3x7xi16>, vector<3x6xi16>
  vector.print %q : vector<3x6xi16>
  %q2 = arith.muli %q, %q : vector<3x6xi16>
  %q3 = vector.extract_strided_slice %q2 {offsets = [0, 0], sizes = [2, 5], strides = [1, 1]} : vector<3x6xi16> to vector<2x5xi16>
  vector.transfer_write %q3, %w[%c1, %c0] {in_bounds = [true, true]} : vector<2x5xi16>, memref<3x7xi16>
  %all = vector.transfer_read %w[%c0, %c0], %p16 {in_bounds = [true, true]} : memref<3x7xi16>, vector<3x7xi16>
  vector.print %all : vector<3x7xi16>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c40 = arith.constant 40 : index
  %c20 = arith.constant 20 : index
  %c32 = arith.constant 32 : index
  %c16 = arith.constant 16 : index
  %m8 = memref.alloc(%c40) : memref<?xi8>
  %o8 = memref.alloc(%c32) : memref<?xi8>
  %m16 = memref.alloc(%c20) : memref<?xi16>
  %o16 = memref.alloc(%c16) : memref<?xi16>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i8
    %k = arith.constant 7 : i8
    %v = arith.muli %ii, %k : i8
    memref.store %v, %m8[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i16
    %k = arith.constant -1234 : i16
    %v = arith.muli %ii, %k : i16
    memref.store %v, %m16[%i] : memref<?xi16>
  }
  %z8 = arith.constant dense<-1> : vector<32xi8>
  vector.store %z8, %o8[%c0] : memref<?xi8>, vector<32xi8>
  %z16 = arith.constant dense<-1> : vector<16xi16>
  vector.store %z16, %o16[%c0] : memref<?xi16>, vector<16xi16>
  func.call @i8_widths(%m8, %o8, %c0) : (memref<?xi8>, memref<?xi8>, index) -> ()
  func.call @i16_widths(%m16, %o16, %c1) : (memref<?xi16>, memref<?xi16>, index) -> ()
  %h = memref.alloc(%c16) : memref<?xf16>
  %b = memref.alloc(%c16) : memref<?xbf16>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %q = arith.constant 0.375 : f32
    %g = arith.mulf %f, %q : f32
    %hh = arith.truncf %g : f32 to f16
    %bb = arith.truncf %g : f32 to bf16
    memref.store %hh, %h[%i] : memref<?xf16>
    memref.store %bb, %b[%i] : memref<?xbf16>
  }
  func.call @halves(%h, %b) : (memref<?xf16>, memref<?xbf16>) -> ()
  %t8 = memref.alloc() : memref<5x5xi8>
  %t16 = memref.alloc() : memref<3x7xi16>
  %v8 = vector.step : vector<25xindex>
  %v8i = arith.index_cast %v8 : vector<25xindex> to vector<25xi8>
  %v8s = vector.shape_cast %v8i : vector<25xi8> to vector<5x5xi8>
  vector.transfer_write %v8s, %t8[%c0, %c0] : vector<5x5xi8>, memref<5x5xi8>
  %v16 = vector.step : vector<21xindex>
  %v16i = arith.index_cast %v16 : vector<21xindex> to vector<21xi16>
  %v16s = vector.shape_cast %v16i : vector<21xi16> to vector<3x7xi16>
  vector.transfer_write %v16s, %t16[%c0, %c0] : vector<3x7xi16>, memref<3x7xi16>
  func.call @transfers(%t8, %t16) : (memref<5x5xi8>, memref<3x7xi16>) -> ()
  memref.dealloc %m8 : memref<?xi8>
  memref.dealloc %o8 : memref<?xi8>
  memref.dealloc %m16 : memref<?xi16>
  memref.dealloc %o16 : memref<?xi16>
  memref.dealloc %h : memref<?xf16>
  memref.dealloc %b : memref<?xbf16>
  memref.dealloc %t8 : memref<5x5xi8>
  memref.dealloc %t16 : memref<3x7xi16>
  return
}
