// memref: every op of the subset, layouts, memory spaces, globals
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<4xi32> = uninitialized
memref.global "public" @ext : memref<f32>
memref.global @al : memref<2xi8> = dense<1> {alignment = 64}
memref.global "nested" constant @s : memref<f32> = dense<3.0>
func.func @f(%d: index, %i: index, %v: f32, %m: memref<?x4xf32>, %u: memref<*xf32>, %b: memref<2048xi8>) {
  %0 = memref.alloc(%d) : memref<?x4xf32>
  %1 = memref.alloc()[%d] : memref<8x64xf32, #map>
  %2 = memref.alloca(%d) {alignment = 16} : memref<?xf32>
  %3 = memref.alloc() : memref<4x4xf32, 1>
  memref.dealloc %0 : memref<?x4xf32>
  %4 = memref.load %m[%i, %i] : memref<?x4xf32>
  %5 = memref.load %m[%i, %i] {nontemporal = true} : memref<?x4xf32>
  memref.store %v, %m[%i, %i] : memref<?x4xf32>
  memref.store %v, %m[%i, %i] {nontemporal = false, alignment = 8} : memref<?x4xf32>
  %6 = memref.dim %m, %i : memref<?x4xf32>
  %7 = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %8 = memref.cast %m : memref<?x4xf32> to memref<*xf32>
  %9 = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %10 = memref.subview %m[%i, 0] [2, 2] [1, %i] : memref<?x4xf32> to memref<2x2xf32, strided<[4, ?], offset: ?>>
  %11 = memref.subview %3[1, 1] [2, 2] [1, 1] : memref<4x4xf32, 1> to memref<2x2xf32, strided<[4, 1], offset: 5>, 1>
  %12 = memref.subview %3[1, 1] [1, 2] [1, 1] : memref<4x4xf32, 1> to memref<2xf32, strided<[1], offset: 5>, 1>
  memref.copy %m, %7 : memref<?x4xf32> to memref<?x?xf32>
  %13 = memref.get_global @c : memref<2xf32>
  %14 = memref.view %b[%i][%d] : memref<2048xi8> to memref<?x4xf32>
  %15 = memref.assume_alignment %m, 16 : memref<?x4xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<?x4xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<?x4xf32>
  %16 = memref.alloca() : memref<f32>
  %17 = memref.load %16[] : memref<f32>
  %18 = memref.dim %u, %i : memref<*xf32>
  return
}
// -----
// Subviews: rank reduction, dynamic offsets/sizes/strides, strided and affine sources; aliases.
#strided = strided<[?, 1], offset: ?>
#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>
func.func @subviews(%m: memref<8x16x4xf32>, %s: memref<?x?xf32, #strided>, %a: memref<4x4xf32, #map>, %i: index) {
  %0 = memref.subview %m[0, 2, 0] [8, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4xf32, strided<[64, 1], offset: 8>>
  %1 = memref.subview %m[%i, %i, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %2 = memref.subview %s[%i, 1] [%i, %i] [2, %i] : memref<?x?xf32, #strided> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x4xf32, #map> to memref<2x2xf32, strided<[8, 1], offset: 12>>
  %4 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  %5 = memref.cast %s : memref<?x?xf32, #strided> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %6 = memref.alloca()[%i, %i] {alignment = 64} : memref<2x2xf32, #strided>
  return
}
// -----
// Reshapes and metadata views: expand_shape (static/dynamic output_shape, strided sources,
// rank 0), collapse_shape, reinterpret_cast (ranked and unranked sources), rank,
// extract_strided_metadata, transpose (the map printed inline, never aliased).
#lay = strided<[16, 1], offset: ?>
!m4x8 = memref<4x8xf32, #lay>
func.func @views(%m: memref<?x32xf32>, %s: !m4x8, %u: memref<*xf32>, %i: index, %c: memref<2x3x4xf32>, %z: memref<f32>, %sp: memref<6xf32, 1>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %1 = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 2, 8] : !m4x8 into memref<2x2x8xf32, strided<[32, 16, 1], offset: ?>>
  %2 = memref.expand_shape %c [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] {foo} : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  %3 = memref.expand_shape %z [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %4 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%i, %i, 2, 32] : memref<?x32xf32> into memref<?x?x2x32xf32>
  %5 = memref.expand_shape %sp [[0, 1]] output_shape [2, 3] : memref<6xf32, 1> into memref<2x3xf32, 1>
  %6 = memref.collapse_shape %c [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %7 = memref.collapse_shape %s [[0], [1]] : !m4x8 into !m4x8
  %8 = memref.collapse_shape %3 [] : memref<1x1xf32> into memref<f32>
  %9 = memref.collapse_shape %1 [[0, 1], [2]] : memref<2x2x8xf32, strided<[32, 16, 1], offset: ?>> into memref<4x8xf32, strided<[16, 1], offset: ?>>
  %10 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  %11 = memref.reinterpret_cast %m to offset: [%i], sizes: [10], strides: [%i] {bar} : memref<?x32xf32> to memref<10xf32, strided<[?], offset: ?>>
  %12 = memref.reinterpret_cast %z to offset: [3], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: 3>>
  %13 = memref.rank %u : memref<*xf32>
  %14 = memref.rank %c {baz} : memref<2x3x4xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x32xf32> -> memref<f32>, index, index, index, index, index
  %b1, %o1 = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index
  %b2, %o2, %s2:2, %t2:2 = memref.extract_strided_metadata %s : !m4x8 -> memref<f32>, index, index, index, index, index
  %15 = memref.transpose %c (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %16 = memref.transpose %m (i, j) -> (j, i) {t} : memref<?x32xf32> to memref<32x?xf32, affine_map<(d0, d1) -> (d0 + d1 * 32)>>
  %18 = memref.transpose %m (i, j) -> (j, i) : memref<?x32xf32> to memref<32x?xf32, strided<[1, 32]>>
  %19 = memref.transpose %1 (i, j, k) -> (k, j, i) : memref<2x2x8xf32, strided<[32, 16, 1], offset: ?>> to memref<8x2x2xf32, strided<[1, 16, 32], offset: ?>>
  %17 = memref.transpose %s (i, j) -> (i, j) : !m4x8 to !m4x8
  return
}
// -----
// atomic_rmw (every kind spelling round-trips), alloca_scope with and without results.
func.func @atomics(%m: memref<10xf32>, %n: memref<4x?xi32>, %v: f32, %w: i32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %n[%i, %i] {foo} : (i32, memref<4x?xi32>) -> i32
  %2 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw ori %w, %n[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %6 = memref.atomic_rmw andi %w, %n[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %7 = memref.atomic_rmw minu %w, %n[%i, %i] : (i32, memref<4x?xi32>) -> i32
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %8 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %9:2 = memref.alloca_scope -> (f32, i32) {
    memref.alloca_scope.return %v, %w : f32, i32
  } {attr = 1 : i32}
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @transpose_rank1(%m: memref<4xf32>, %s: memref<4xf32, strided<[1]>>) {
  %0 = memref.transpose %m (i) -> (i) : memref<4xf32> to memref<4xf32, strided<[1]>>
  %1 = memref.transpose %s (i) -> (i) : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1]>>
  return
}
