// memref views of strided subviews (expand_shape/collapse_shape with
// non-identity layouts and unit dimensions, transpose, metadata), f16 and
// i8 atomics, i1/i8 switches, alloca_scope in a loop, nested scf.parallel
// with reductions inside an scf.for with iter_args.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

func.func @sum2(%v: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = memref.dim %v, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.dim %v, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%r, %c) step (%c1, %c1) init (%z) -> f32 {
    %x = memref.load %v[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %k = arith.muli %ii, %jj : i64
    %k1 = arith.addi %k, %ii : i64
    %kf = arith.sitofp %k1 : i64 to f32
    %p = arith.mulf %x, %kf : f32
    %q = arith.addf %p, %x : f32
    scf.reduce(%q : f32) {
    ^bb0(%a: f32, %b: f32):
      %n = arith.addf %a, %b : f32
      scf.reduce.return %n : f32
    }
  }
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %k = arith.muli %ii, %jj : i64
      %k2 = arith.addi %k, %jj : i64
      %f = arith.sitofp %k2 : i64 to f32
      memref.store %f, %m[%i, %j] : memref<8x8xf32>
    }
  }
  // a strided subview, expanded and collapsed
  %sv = memref.subview %m[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
  %ex = memref.expand_shape %sv [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32, strided<[8, 1], offset: 10>> into memref<2x2x4xf32, strided<[16, 8, 1], offset: 10>>
  %cl = memref.collapse_shape %ex [[0, 1], [2]] : memref<2x2x4xf32, strided<[16, 8, 1], offset: 10>> into memref<4x4xf32, strided<[8, 1], offset: 10>>
  %clc = memref.cast %cl : memref<4x4xf32, strided<[8, 1], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s0 = func.call @sum2(%clc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%s0) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // unit dimensions: collapse of 1x4 rows
  %row = memref.subview %m[3, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 24>>
  %rc = memref.collapse_shape %row [[0, 1]] : memref<1x8xf32, strided<[8, 1], offset: 24>> into memref<8xf32, strided<[1], offset: 24>>
  %x = memref.load %rc[%c2] : memref<8xf32, strided<[1], offset: 24>>
  func.call @printF32(%x) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // a column, collapsed with a unit dim (dynamic stride)
  %col = memref.subview %m[0, 5] [8, 1] [1, 1] : memref<8x8xf32> to memref<8x1xf32, strided<[8, 1], offset: 5>>
  %cc = memref.collapse_shape %col [[0, 1]] : memref<8x1xf32, strided<[8, 1], offset: 5>> into memref<8xf32, strided<[8], offset: 5>>
  %y = memref.load %cc[%c2] : memref<8xf32, strided<[8], offset: 5>>
  func.call @printF32(%y) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // transposed subview through metadata
  %t = memref.transpose %sv (i, j) -> (j, i) : memref<4x4xf32, strided<[8, 1], offset: 10>> to memref<4x4xf32, strided<[1, 8], offset: 10>>
  %tc = memref.cast %t : memref<4x4xf32, strided<[1, 8], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s1 = func.call @sum2(%tc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%s1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %t : memref<4x4xf32, strided<[1, 8], offset: 10>> -> memref<f32>, index, index, index, index, index
  %oi = arith.index_cast %o : index to i64
  %s0i = arith.index_cast %st#0 : index to i64
  %s1i = arith.index_cast %st#1 : index to i64
  func.call @printI64(%oi) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%s0i) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%s1i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // f16 and i8 atomics, i1 and i8 switches, alloca_scope in a loop
  %h = memref.alloca() : memref<2xf16>
  %hv = arith.constant 0.1 : f16
  memref.store %hv, %h[%c0] : memref<2xf16>
  %acc = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %hv) -> (f16) {
    %old = memref.atomic_rmw addf %hv, %h[%c0] : (f16, memref<2xf16>) -> f16
    %n = memref.alloca_scope -> (f16) {
      %tmp = memref.alloca() : memref<1xf16>
      memref.store %old, %tmp[%c0] : memref<1xf16>
      %l = memref.load %tmp[%c0] : memref<1xf16>
      %s = arith.addf %a, %l : f16
      memref.alloca_scope.return %s : f16
    }
    scf.yield %n : f16
  }
  %accf = arith.extf %acc : f16 to f32
  func.call @printF32(%accf) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %bytes = memref.alloca() : memref<1xi8>
  %i8v = arith.constant 100 : i8
  memref.store %i8v, %bytes[%c0] : memref<1xi8>
  %o8 = memref.atomic_rmw addi %i8v, %bytes[%c0] : (i8, memref<1xi8>) -> i8
  %n8 = memref.load %bytes[%c0] : memref<1xi8>
  cf.switch %n8 : i8, [
    default: ^bb1(%c0 : index),
    -56: ^bb1(%c1 : index),
    100: ^bb1(%c2 : index)
  ]
^bb1(%sel: index):
  %seli = arith.index_cast %sel : index to i64
  func.call @printI64(%seli) : (i64) -> ()
  %t1 = arith.constant true
  cf.switch %t1 : i1, [
    default: ^bb2(%c0 : index),
    1: ^bb2(%c8 : index)
  ]
^bb2(%sel2: index):
  %seli2 = arith.index_cast %sel2 : index to i64
  func.call @printComma() : () -> ()
  func.call @printI64(%seli2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // nested parallel loops with a reduction, inside a for with iter_args
  %zero = arith.constant 0 : i64
  %tot = scf.for %k = %c0 to %c2 step %c1 iter_args(%t0 = %zero) -> (i64) {
    %r = scf.parallel (%i) = (%c0) to (%c8) step (%c2) init (%t0) -> i64 {
      %inner = scf.parallel (%j) = (%c0) to (%i) step (%c1) init (%zero) -> i64 {
        %jj = arith.index_cast %j : index to i64
        scf.reduce(%jj : i64) {
        ^bb0(%a: i64, %bb: i64):
          %s = arith.addi %a, %bb : i64
          scf.reduce.return %s : i64
        }
      }
      scf.reduce(%inner : i64) {
      ^bb0(%a: i64, %bb: i64):
        %s = arith.addi %a, %bb : i64
        scf.reduce.return %s : i64
      }
    }
    scf.yield %r : i64
  }
  func.call @printI64(%tot) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<8x8xf32>
  return
}
