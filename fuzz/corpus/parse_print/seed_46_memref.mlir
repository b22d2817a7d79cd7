
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
