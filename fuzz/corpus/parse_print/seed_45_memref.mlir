
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
