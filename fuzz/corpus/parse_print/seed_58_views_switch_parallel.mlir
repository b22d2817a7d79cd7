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

