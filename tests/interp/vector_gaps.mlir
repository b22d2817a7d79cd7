// vector ops the interpreter once lacked or got wrong: n-D shuffles,
// bitcasts to and from i1 vectors, i1 reductions, vector.type_cast,
// memrefs of vectors, func.constant + func.call_indirect, memref.view.
func.func @sq(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @main() {
  %m1 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %m2 = arith.constant dense<[[5.0, 6.0]]> : vector<1x2xf32>
  %s2 = vector.shuffle %m1, %m2 [2, 0, 1, 2] : vector<2x2xf32>, vector<1x2xf32>
  vector.print %s2 : vector<4x2xf32>
  %n1 = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %n2 = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi32>
  %s3 = vector.shuffle %n1, %n2 [3, 0] : vector<2x2xi32>, vector<2x2xi32>
  vector.print %s3 : vector<2x2xi32>
  %z1 = arith.constant dense<9> : vector<i32>
  %z2 = arith.constant dense<4> : vector<i32>
  %s0 = vector.shuffle %z1, %z2 [1, 0, 1] : vector<i32>, vector<i32>
  vector.print %s0 : vector<3xi32>

  %bits = arith.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  %bc7 = vector.bitcast %bits : vector<8xi1> to vector<1xi8>
  vector.print %bc7 : vector<1xi8>
  %x = arith.constant dense<[5, -128]> : vector<2xi8>
  %bc8 = vector.bitcast %x : vector<2xi8> to vector<16xi1>
  vector.print %bc8 : vector<16xi1>
  %b2 = arith.constant dense<[[true, true, false, false, true, false, true, false, false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]]> : vector<2x16xi1>
  %bc16 = vector.bitcast %b2 : vector<2x16xi1> to vector<2x1xi16>
  vector.print %bc16 : vector<2x1xi16>

  %bo = arith.constant dense<[true, true, false]> : vector<3xi1>
  %ra = vector.reduction <and>, %bo : vector<3xi1> into i1
  vector.print %ra : i1
  %ro = vector.reduction <or>, %bo : vector<3xi1> into i1
  vector.print %ro : i1
  %rx = vector.reduction <xor>, %bo : vector<3xi1> into i1
  vector.print %rx : i1
  %rs = vector.reduction <add>, %bo : vector<3xi1> into i1
  vector.print %rs : i1

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<2x4xf32>
  %v = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0]]> : vector<2x4xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<2x4xf32>, memref<2x4xf32>
  %tc = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>>
  %all = memref.load %tc[] : memref<vector<2x4xf32>>
  vector.print %all : vector<2x4xf32>
  %neg = arith.negf %all : vector<2x4xf32>
  memref.store %neg, %tc[] : memref<vector<2x4xf32>>
  %back = memref.load %m[%c1, %c1] : memref<2x4xf32>
  vector.print %back : f32

  %vm = memref.alloca() : memref<3xvector<4xi32>>
  %vv = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  memref.store %vv, %vm[%c1] : memref<3xvector<4xi32>>
  %vl = memref.load %vm[%c1] : memref<3xvector<4xi32>>
  vector.print %vl : vector<4xi32>

  %f = func.constant @sq : (i32) -> i32
  %a = arith.constant 7 : i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  vector.print %r : i32

  %bytes = memref.alloca() : memref<72xi8>
  %view = memref.view %bytes[%c4][] : memref<72xi8> to memref<4x4xf32>
  %fv = arith.constant 2.5 : f32
  memref.store %fv, %view[%c1, %c1] : memref<4x4xf32>
  %lv = memref.load %view[%c1, %c1] : memref<4x4xf32>
  vector.print %lv : f32
  // the bytes of 2.5f (0x40200000) at 4 + 5 * 4
  %c24 = arith.constant 24 : index
  %c27 = arith.constant 27 : index
  %lo = memref.load %bytes[%c24] : memref<72xi8>
  %hi = memref.load %bytes[%c27] : memref<72xi8>
  vector.print %lo : i8
  vector.print %hi : i8
  return
}
