// memref ops end to end: subview (rank-reducing, strided, dynamic), globals,
// copy between layouts, dim, cast to and from unranked.
memref.global "private" constant @gtab : memref<2x3xf32> = dense<[[1.5, 2.5, 3.5], [4.5, 5.5, 6.5]]>
memref.global "private" @gmut : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" @gscalar : memref<i64> = dense<42>
memref.global "private" @guninit : memref<3xf64> = uninitialized
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @sum(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %d0 step %c1 iter_args(%a = %z) -> f32 {
    %r2 = scf.for %j = %c0 to %d1 step %c1 iter_args(%b = %a) -> f32 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %s = arith.addf %b, %v : f32
      scf.yield %s : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = memref.get_global @gtab : memref<2x3xf32>
  %gu = memref.cast %g : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%gu) : (memref<*xf32>) -> ()
  %gm = memref.get_global @gmut : memref<4xi32>
  %v7 = arith.constant 7 : i32
  memref.store %v7, %gm[%c2] : memref<4xi32>
  %gm2 = memref.get_global @gmut : memref<4xi32>
  %gmu = memref.cast %gm2 : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%gmu) : (memref<*xi32>) -> ()
  %gs = memref.get_global @gscalar : memref<i64>
  %gsv = memref.load %gs[] : memref<i64>
  vector.print %gsv : i64
  %gsu = memref.cast %gs : memref<i64> to memref<*xi64>
  call @printMemrefI64(%gsu) : (memref<*xi64>) -> ()
  %gun = memref.get_global @guninit : memref<3xf64>
  %pi = arith.constant 3.25 : f64
  memref.store %pi, %gun[%c1] : memref<3xf64>
  %gunv = memref.load %gun[%c1] : memref<3xf64>
  vector.print %gunv : f64
  // dynamic alloc
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c4, %c5) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ij = arith.muli %i, %c5 : index
      %s = arith.addi %ij, %j : index
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      memref.store %f, %a[%i, %j] : memref<?x?xf32>
    }
  }
  %au = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  %sv = memref.subview %a[1, 1] [%c2, %c3] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %svu = memref.cast %sv : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%svu) : (memref<*xf32>) -> ()
  %svc = memref.cast %sv : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s1 = call @sum(%svc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  vector.print %s1 : f32
  %sv2 = memref.subview %a[0, 4] [4, 1] [1, 1] : memref<?x?xf32> to memref<4x1xf32, strided<[?, 1], offset: 4>>
  %sv2c = memref.cast %sv2 : memref<4x1xf32, strided<[?, 1], offset: 4>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s2 = call @sum(%sv2c) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  vector.print %s2 : f32
  %sv3 = memref.subview %a[0, 0] [2, 3] [3, 2] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 2]>>
  %sv3u = memref.cast %sv3 : memref<2x3xf32, strided<[?, 2]>> to memref<*xf32>
  call @printMemrefF32(%sv3u) : (memref<*xf32>) -> ()
  // nested subview
  %sv4 = memref.subview %sv[1, 0] [1, 2] [1, 2] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<2xf32, strided<[2], offset: ?>>
  %sv4u = memref.cast %sv4 : memref<2xf32, strided<[2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%sv4u) : (memref<*xf32>) -> ()
  // copy
  %b = memref.alloca() : memref<2x3xf32>
  memref.copy %g, %b : memref<2x3xf32> to memref<2x3xf32>
  %sv5 = memref.subview %a[2, 2] [2, 3] [1, 1] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 1], offset: ?>>
  memref.copy %b, %sv5 : memref<2x3xf32> to memref<2x3xf32, strided<[?, 1], offset: ?>>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  // strided copy (non-contiguous source)
  %c6 = memref.alloc() : memref<2x3xf32>
  memref.copy %sv3, %c6 : memref<2x3xf32, strided<[?, 2]>> to memref<2x3xf32>
  %c6u = memref.cast %c6 : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%c6u) : (memref<*xf32>) -> ()
  %st = memref.alloc() : memref<2x3x4xi64>
  %d = memref.alloc(%c4) : memref<?x6xf64>
  %one = arith.constant 1.0 : f64
  %fd = memref.alloc() : memref<2x2xf64>
  memref.store %one, %fd[%c0, %c0] : memref<2x2xf64>
  memref.store %pi, %fd[%c0, %c1] : memref<2x2xf64>
  memref.store %one, %fd[%c1, %c0] : memref<2x2xf64>
  memref.store %pi, %fd[%c1, %c1] : memref<2x2xf64>
  %fdu = memref.cast %fd : memref<2x2xf64> to memref<*xf64>
  call @printMemrefF64(%fdu) : (memref<*xf64>) -> ()
  memref.dealloc %fd : memref<2x2xf64>
  memref.dealloc %d : memref<?x6xf64>
  memref.dealloc %st : memref<2x3x4xi64>
  memref.dealloc %c6 : memref<2x3xf32>
  memref.dealloc %a : memref<?x?xf32>
  return
}
