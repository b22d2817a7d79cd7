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

