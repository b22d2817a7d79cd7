// memref views (expand_shape, collapse_shape, reinterpret_cast, transpose,
// extract_strided_metadata, rank), atomic_rmw, alloca_scope, cf.switch,
// scf.index_switch and scf.parallel with reductions.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

func.func @print_index(%i: index) {
  %v = arith.index_cast %i : index to i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Fills a 1-D buffer with 0, 1, 2, ...
func.func @iota(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

// Sum of a 2-D view, weighted by position (catches wrong strides).
func.func @weighted(%v: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = memref.dim %v, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.dim %v, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %z) -> (f32) {
    %t = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> (f32) {
      %x = memref.load %v[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %k = arith.muli %i, %c : index
      %kk = arith.addi %k, %j : index
      %k1 = arith.addi %kk, %c1 : index
      %ki = arith.index_cast %k1 : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %p = arith.mulf %x, %kf : f32
      %n = arith.addf %b, %p : f32
      scf.yield %n : f32
    }
    scf.yield %t : f32
  }
  return %s : f32
}

func.func @views() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<24xf32>
  %dyn = memref.cast %buf : memref<24xf32> to memref<?xf32>
  func.call @iota(%dyn) : (memref<?xf32>) -> ()
  // expand 24 -> 2x3x4 (static) and ? -> ?x4 (dynamic)
  %e = memref.expand_shape %buf [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %x = memref.load %e[%c1, %c2, %c3] : memref<2x3x4xf32>
  func.call @printF32(%x) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %n6 = arith.constant 6 : index
  %ed = memref.expand_shape %dyn [[0, 1]] output_shape [%n6, 4] : memref<?xf32> into memref<?x4xf32>
  %edc = memref.cast %ed : memref<?x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w0 = func.call @weighted(%edc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%w0) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // collapse 2x3x4 -> 6x4 and 2x12
  %co = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %y = memref.load %co[%c4, %c1] : memref<6x4xf32>
  func.call @printF32(%y) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %co2 = memref.collapse_shape %e [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  %co2c = memref.cast %co2 : memref<2x12xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w1 = func.call @weighted(%co2c) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%w1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // reinterpret_cast: a 3x3 window with row stride 5 at offset 2, static and dynamic
  %rc = memref.reinterpret_cast %buf to offset: [2], sizes: [3, 3], strides: [5, 1] : memref<24xf32> to memref<3x3xf32, strided<[5, 1], offset: 2>>
  %rcc = memref.cast %rc : memref<3x3xf32, strided<[5, 1], offset: 2>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w2 = func.call @weighted(%rcc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%w2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %rd = memref.reinterpret_cast %dyn to offset: [%c3], sizes: [%c2, %c4], strides: [%c1, %c2] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w3 = func.call @weighted(%rd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%w3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // transpose of the 6x4 view
  %tr = memref.transpose %co (i, j) -> (j, i) : memref<6x4xf32> to memref<4x6xf32, strided<[1, 4]>>
  %trc = memref.cast %tr : memref<4x6xf32, strided<[1, 4]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w4 = func.call @weighted(%trc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%w4) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // metadata of a dynamic view, rebuilt with reinterpret_cast
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %rd : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  func.call @print_index(%off) : (index) -> ()
  func.call @print_index(%sz#1) : (index) -> ()
  func.call @print_index(%st#1) : (index) -> ()
  %back = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w5 = func.call @weighted(%back) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  func.call @printF32(%w5) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %r3 = memref.rank %e : memref<2x3x4xf32>
  func.call @print_index(%r3) : (index) -> ()
  memref.dealloc %buf : memref<24xf32>
  return
}

func.func @atomics() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.alloc() : memref<2xf32>
  %i = memref.alloc() : memref<2xi32>
  %h = arith.constant 2.5 : f32
  %m = arith.constant -1.25 : f32
  %seven = arith.constant 7 : i32
  %neg = arith.constant -3 : i32
  memref.store %h, %f[%c0] : memref<2xf32>
  memref.store %m, %f[%c1] : memref<2xf32>
  memref.store %seven, %i[%c0] : memref<2xi32>
  memref.store %neg, %i[%c1] : memref<2xi32>
  %a0 = memref.atomic_rmw addf %h, %f[%c0] : (f32, memref<2xf32>) -> f32
  %a1 = memref.atomic_rmw maximumf %m, %f[%c0] : (f32, memref<2xf32>) -> f32
  %a2 = memref.atomic_rmw minnumf %m, %f[%c0] : (f32, memref<2xf32>) -> f32
  %a3 = memref.atomic_rmw assign %h, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a4 = memref.atomic_rmw maxnumf %m, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a5 = memref.atomic_rmw minimumf %m, %f[%c1] : (f32, memref<2xf32>) -> f32
  %fs = memref.load %f[%c0] : memref<2xf32>
  %fs1 = memref.load %f[%c1] : memref<2xf32>
  func.call @printF32(%a0) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%a1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%a2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%a3) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%a4) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%a5) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%fs) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%fs1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %b0 = memref.atomic_rmw addi %seven, %i[%c0] : (i32, memref<2xi32>) -> i32
  %b1 = memref.atomic_rmw maxs %neg, %i[%c0] : (i32, memref<2xi32>) -> i32
  %b2 = memref.atomic_rmw maxu %neg, %i[%c0] : (i32, memref<2xi32>) -> i32
  %b3 = memref.atomic_rmw mins %seven, %i[%c0] : (i32, memref<2xi32>) -> i32
  %b4 = memref.atomic_rmw minu %seven, %i[%c0] : (i32, memref<2xi32>) -> i32
  %b5 = memref.atomic_rmw ori %neg, %i[%c1] : (i32, memref<2xi32>) -> i32
  %b6 = memref.atomic_rmw andi %seven, %i[%c1] : (i32, memref<2xi32>) -> i32
  %b7 = memref.atomic_rmw xori %neg, %i[%c1] : (i32, memref<2xi32>) -> i32
  %is = memref.load %i[%c0] : memref<2xi32>
  %is1 = memref.load %i[%c1] : memref<2xi32>
  %all = arith.constant 0 : i32
  scf.for %k = %c0 to %c1 step %c1 {
    %l = arith.extsi %b0 : i32 to i64
    func.call @printI64(%l) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l1 = arith.extsi %b1 : i32 to i64
    func.call @printI64(%l1) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l2 = arith.extsi %b2 : i32 to i64
    func.call @printI64(%l2) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l3 = arith.extsi %b3 : i32 to i64
    func.call @printI64(%l3) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l4 = arith.extsi %b4 : i32 to i64
    func.call @printI64(%l4) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l5 = arith.extsi %b5 : i32 to i64
    func.call @printI64(%l5) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l6 = arith.extsi %b6 : i32 to i64
    func.call @printI64(%l6) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l7 = arith.extsi %b7 : i32 to i64
    func.call @printI64(%l7) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l8 = arith.extsi %is : i32 to i64
    func.call @printI64(%l8) : (i64) -> ()
    func.call @printComma() : () -> ()
    %l9 = arith.extsi %is1 : i32 to i64
    func.call @printI64(%l9) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  // alloca_scope with a result
  %s = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    memref.store %h, %t[%c1] : memref<4xf32>
    %v = memref.load %t[%c1] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.alloca_scope.return %w : f32
  }
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %f : memref<2xf32>
  memref.dealloc %i : memref<2xi32>
  return
}

// cf.switch over i32 (negative case, case operands) and i8 (case 255 = -1).
func.func @classify(%x: i32, %y: i8) -> i64 {
  %c10 = arith.constant 10 : i64
  %c20 = arith.constant 20 : i64
  cf.switch %x : i32, [
    default: ^bb3(%c10 : i64),
    0: ^bb1,
    -7: ^bb2(%c20, %c10 : i64, i64),
    5: ^bb3(%c20 : i64)
  ]
^bb1:
  %one = arith.constant 1 : i64
  cf.switch %y : i8, [
    default: ^bb3(%one : i64),
    255: ^bb3(%c20 : i64)
  ]
^bb2(%a: i64, %b: i64):
  %s = arith.subi %a, %b : i64
  %s3 = arith.addi %s, %c20 : i64
  cf.br ^bb3(%s3 : i64)
^bb3(%r: i64):
  return %r : i64
}

func.func @pick(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 1 {
    %a = arith.constant 100 : i64
    scf.yield %a : i64
  }
  case -2 {
    %b = arith.constant 200 : i64
    scf.yield %b : i64
  }
  case 3 {
    %ii = arith.index_cast %i : index to i64
    %c = arith.muli %ii, %ii : i64
    scf.yield %c : i64
  }
  default {
    %d = arith.constant -1 : i64
    scf.yield %d : i64
  }
  return %r : i64
}

func.func @switches() {
  %vals = arith.constant dense<[0, -7, 5, 9]> : vector<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m1 = arith.constant -1 : i8
  %z8 = arith.constant 3 : i8
  scf.for %k = %c0 to %c4 step %c1 {
    %x = vector.extract %vals[%k] : i32 from vector<4xi32>
    %r = func.call @classify(%x, %m1) : (i32, i8) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
    %r2 = func.call @classify(%x, %z8) : (i32, i8) -> i64
    func.call @printI64(%r2) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  %cm2 = arith.constant -2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %p1 = func.call @pick(%c1) : (index) -> i64
  %p2 = func.call @pick(%cm2) : (index) -> i64
  %p3 = func.call @pick(%c3) : (index) -> i64
  %p4 = func.call @pick(%c7) : (index) -> i64
  func.call @printI64(%p1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%p2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%p3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%p4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // an index_switch without results, storing
  %cell = memref.alloca() : memref<1xi64>
  scf.index_switch %c3
  case 3 {
    %v = arith.constant 33 : i64
    memref.store %v, %cell[%c0] : memref<1xi64>
    scf.yield
  }
  default {
    %v = arith.constant 44 : i64
    memref.store %v, %cell[%c0] : memref<1xi64>
  }
  %got = memref.load %cell[%c0] : memref<1xi64>
  func.call @printI64(%got) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @parallel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<3x5xf32>
  // a 2-D parallel loop without reductions, odd step in the inner dimension
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c5) step (%c1, %c1) {
    %k = arith.muli %i, %c5 : index
    %kk = arith.addi %k, %j : index
    %ki = arith.index_cast %kk : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    memref.store %kf, %m[%i, %j] : memref<3x5xf32>
  }
  // two reductions over a strided iteration space
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c5) step (%c1, %c2) init (%zero, %one) -> (f32, f32) {
    %v = memref.load %m[%i, %j] : memref<3x5xf32>
    %w = arith.addf %v, %one : f32
    scf.reduce(%v, %w : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %r = arith.addf %a, %b : f32
      scf.reduce.return %r : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %r = arith.maximumf %a, %b : f32
      scf.reduce.return %r : f32
    }
  }
  func.call @printF32(%s#0) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s#1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // an integer reduction, and an empty iteration space (results are the inits)
  %init = arith.constant 1 : i64
  %p = scf.parallel (%i) = (%c1) to (%c5) step (%c1) init (%init) -> i64 {
    %ii = arith.index_cast %i : index to i64
    scf.reduce(%ii : i64) {
    ^bb0(%a: i64, %b: i64):
      %r = arith.muli %a, %b : i64
      scf.reduce.return %r : i64
    }
  }
  %e = scf.parallel (%i) = (%c3) to (%c1) step (%c1) init (%init) -> i64 {
    %ii = arith.index_cast %i : index to i64
    scf.reduce(%ii : i64) {
    ^bb0(%a: i64, %b: i64):
      %r = arith.addi %a, %b : i64
      scf.reduce.return %r : i64
    }
  }
  func.call @printI64(%p) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<3x5xf32>
  return
}

// f16 and i8 atomics, i1/i8 switches, alloca_scope in a loop, nested
// parallel loops inside an scf.for with iter_args.
func.func @more() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
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
  return
}

func.func @main() {
  func.call @views() : () -> ()
  func.call @atomics() : () -> ()
  func.call @switches() : () -> ()
  func.call @parallel() : () -> ()
  func.call @more() : () -> ()
  return
}
