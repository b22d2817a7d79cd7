// vector.reduction on vector<Nxi1> (every kind, with and without an
// accumulator) and vector.bitcast to and from i1 vectors, on masks made at
// run time (compares of function arguments).
func.func @reduce(%a: vector<8xi32>, %b: vector<8xi32>, %x: vector<16xi16>, %y: vector<16xi16>, %p: vector<32xi8>, %q: vector<32xi8>, %acc: i1) {
  %m8 = arith.cmpi slt, %a, %b : vector<8xi32>
  %m16 = arith.cmpi sgt, %x, %y : vector<16xi16>
  %m32 = arith.cmpi eq, %p, %q : vector<32xi8>
  %m3 = vector.shuffle %m8, %m8 [0, 1, 2] : vector<8xi1>, vector<8xi1>
  %m4 = vector.shuffle %m8, %m8 [4, 5, 6, 7] : vector<8xi1>, vector<8xi1>
  vector.print %m3 : vector<3xi1>
  vector.print %m8 : vector<8xi1>
  vector.print %m16 : vector<16xi1>
  vector.print %m32 : vector<32xi1>
  %r0 = vector.reduction <and>, %m3 : vector<3xi1> into i1
  %r1 = vector.reduction <or>, %m3 : vector<3xi1> into i1
  %r2 = vector.reduction <xor>, %m3 : vector<3xi1> into i1
  %r3 = vector.reduction <add>, %m4 : vector<4xi1> into i1
  %r4 = vector.reduction <mul>, %m4 : vector<4xi1> into i1
  %r5 = vector.reduction <minui>, %m8 : vector<8xi1> into i1
  %r6 = vector.reduction <maxui>, %m8 : vector<8xi1> into i1
  %r7 = vector.reduction <minsi>, %m8 : vector<8xi1> into i1
  %r8 = vector.reduction <maxsi>, %m8 : vector<8xi1> into i1
  %r9 = vector.reduction <xor>, %m16 : vector<16xi1> into i1
  %r10 = vector.reduction <and>, %m16 : vector<16xi1> into i1
  %r11 = vector.reduction <or>, %m16 : vector<16xi1> into i1
  %r12 = vector.reduction <xor>, %m32 : vector<32xi1> into i1
  %r13 = vector.reduction <and>, %m32 : vector<32xi1> into i1
  %r14 = vector.reduction <or>, %m32 : vector<32xi1> into i1
  %r15 = vector.reduction <and>, %m8, %acc : vector<8xi1> into i1
  %r16 = vector.reduction <or>, %m3, %acc : vector<3xi1> into i1
  %r17 = vector.reduction <xor>, %m32, %acc : vector<32xi1> into i1
  %r18 = vector.reduction <add>, %m16, %acc : vector<16xi1> into i1
  %r19 = vector.reduction <maxsi>, %m4, %acc : vector<4xi1> into i1
  %r20 = vector.reduction <minsi>, %m4, %acc : vector<4xi1> into i1
  %all = vector.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20 : vector<21xi1>
  vector.print %all : vector<21xi1>
  // a 64-lane mask: two native pieces
  %m64 = vector.shuffle %m32, %m32 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<32xi1>, vector<32xi1>
  %r21 = vector.reduction <xor>, %m64 : vector<64xi1> into i1
  %r22 = vector.reduction <or>, %m64 : vector<64xi1> into i1
  vector.print %r21 : i1
  vector.print %r22 : i1
  return
}

func.func @casts(%a: vector<8xi32>, %b: vector<8xi32>, %x: vector<16xi16>, %y: vector<16xi16>, %p: vector<32xi8>, %q: vector<32xi8>, %v8: vector<2xi8>, %v32: vector<1xi32>, %v16: vector<2xi16>, %w: vector<8xi8>) {
  %m8 = arith.cmpi slt, %a, %b : vector<8xi32>
  %m16 = arith.cmpi sgt, %x, %y : vector<16xi16>
  %m32 = arith.cmpi eq, %p, %q : vector<32xi8>
  %c0 = vector.bitcast %m8 : vector<8xi1> to vector<1xi8>
  vector.print %c0 : vector<1xi8>
  %c1 = vector.bitcast %m16 : vector<16xi1> to vector<2xi8>
  vector.print %c1 : vector<2xi8>
  %c2 = vector.bitcast %m16 : vector<16xi1> to vector<1xi16>
  vector.print %c2 : vector<1xi16>
  %c3 = vector.bitcast %m32 : vector<32xi1> to vector<1xi32>
  vector.print %c3 : vector<1xi32>
  %c4 = vector.bitcast %m32 : vector<32xi1> to vector<4xi8>
  vector.print %c4 : vector<4xi8>
  %c5 = vector.bitcast %m32 : vector<32xi1> to vector<2xi16>
  vector.print %c5 : vector<2xi16>
  %d0 = vector.bitcast %v8 : vector<2xi8> to vector<16xi1>
  vector.print %d0 : vector<16xi1>
  %d1 = vector.bitcast %v32 : vector<1xi32> to vector<32xi1>
  vector.print %d1 : vector<32xi1>
  %d2 = vector.bitcast %v16 : vector<2xi16> to vector<32xi1>
  vector.print %d2 : vector<32xi1>
  %v1 = vector.extract_strided_slice %v8 {offsets = [1], sizes = [1], strides = [1]} : vector<2xi8> to vector<1xi8>
  %d3 = vector.bitcast %v1 : vector<1xi8> to vector<8xi1>
  vector.print %d3 : vector<8xi1>
  // the masks used: a select with them, and back
  %sel = arith.select %d3, %a, %b : vector<8xi1>, vector<8xi32>
  vector.print %sel : vector<8xi32>
  %e0 = vector.bitcast %d1 : vector<32xi1> to vector<1xi32>
  vector.print %e0 : vector<1xi32>
  // 64 lanes: cut at 32 bits
  %d4 = vector.bitcast %w : vector<8xi8> to vector<64xi1>
  vector.print %d4 : vector<64xi1>
  %e1 = vector.bitcast %d4 : vector<64xi1> to vector<4xi16>
  vector.print %e1 : vector<4xi16>
  %n2 = vector.shape_cast %d4 : vector<64xi1> to vector<2x32xi1>
  %e2 = vector.bitcast %n2 : vector<2x32xi1> to vector<2x4xi8>
  vector.print %e2 : vector<2x4xi8>
  return
}

func.func @main() {
  %a = arith.constant dense<[1, 5, -3, 7, 0, 2, 9, -8]> : vector<8xi32>
  %b = arith.constant dense<[2, 5, -4, 8, 1, 1, 10, -9]> : vector<8xi32>
  %x = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : vector<16xi16>
  %y = arith.constant dense<[0, 2, 4, 3, 5, 5, 8, 1, 9, 0, 12, 11, 0, 0, 16, 15]> : vector<16xi16>
  %p = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]> : vector<32xi8>
  %q = arith.constant dense<[1, 0, 3, 4, 0, 6, 0, 8, 9, 10, 0, 12, 13, 0, 15, 16, 0, 18, 19, 20, 21, 0, 23, 24, 25, 0, 27, 0, 29, 30, 31, 32]> : vector<32xi8>
  %t = arith.constant true
  %f = arith.constant false
  func.call @reduce(%a, %b, %x, %y, %p, %q, %t) : (vector<8xi32>, vector<8xi32>, vector<16xi16>, vector<16xi16>, vector<32xi8>, vector<32xi8>, i1) -> ()
  func.call @reduce(%a, %a, %x, %x, %p, %p, %f) : (vector<8xi32>, vector<8xi32>, vector<16xi16>, vector<16xi16>, vector<32xi8>, vector<32xi8>, i1) -> ()
  func.call @reduce(%b, %a, %y, %x, %q, %q, %t) : (vector<8xi32>, vector<8xi32>, vector<16xi16>, vector<16xi16>, vector<32xi8>, vector<32xi8>, i1) -> ()
  %v8 = arith.constant dense<[5, -128]> : vector<2xi8>
  %v32 = arith.constant dense<-1412567295> : vector<1xi32>
  %v16 = arith.constant dense<[-32768, 21845]> : vector<2xi16>
  %w = arith.constant dense<[1, -2, 3, -4, 127, -128, 0, 85]> : vector<8xi8>
  func.call @casts(%a, %b, %x, %y, %p, %q, %v8, %v32, %v16, %w) : (vector<8xi32>, vector<8xi32>, vector<16xi16>, vector<16xi16>, vector<32xi8>, vector<32xi8>, vector<2xi8>, vector<1xi32>, vector<2xi16>, vector<8xi8>) -> ()
  return
}
