func.func @a(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[x, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  return
}
// -----
func.func @b(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}
// -----
func.func @c(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}
// -----
func.func @d(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[3, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 12>>
  return
}
// -----
func.func @e(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[5, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 20>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<3x2xf32, strided<[4, 1]>>
  return
}
// -----
func.func @g(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xi32, strided<[4, 1]>>
  return
}
// -----
func.func @h(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2x2xf32, strided<[4, 1, 1]>>
  return
}
// -----
func.func @i(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>, 1>
  return
}
// -----
func.func @j(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<2x2xf32, strided<[4, 1]>>
  return
}
// -----
func.func @k(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[-1, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: -4>>
  return
}
// -----
func.func @l(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 2]>>
  return
}
// -----
func.func @m(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) {
  %0 = memref.subview %m[%i, %i] [%i, %i] [%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
// -----
func.func @n(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>, %i: index) {
  %0 = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>> to memref<2x2xf32, strided<[8, 1], offset: 12>>
  return
}
// -----
func.func @o(%m: memref<4x4xf32>, %i: index) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>) -> memref<2x2xf32>
  return
}
// -----
func.func @p(%m: memref<4x4xf32>, %i: index) {
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2x2xf32>
  return
}
// -----
func.func @q(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, -2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}
// -----
func.func @r(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1 : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}
// -----
func.func @s(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [1, 2] [1, 1] : memref<4x4xf32> to memref<2xf32, strided<[2]>>
  return
}
// -----
func.func @t(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [0, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[0, 1]>>
  return
}
// -----
func.func @a(%d: index) {
  %0 = memref.alloc() : memref<?xf32>
  return
}
// -----
func.func @b(%d: index) {
  %0 = memref.alloc(%d)[%d] : memref<?xf32>
  return
}
// -----
func.func @c(%d: index) {
  %0 = memref.alloc(%d) : memref<?xf32, strided<[?], offset: ?>>
  return
}
// -----
func.func @d(%d: index) {
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}
// -----
func.func @e(%d: index) {
  %0 = memref.alloc() : tensor<4xf32>
  return
}
// -----
"test.op"() ({
  %0 = memref.alloca() : memref<4xf32>
  "test.end"() : () -> ()
}) : () -> ()
// -----
func.func @g(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @h(%m: memref<4x4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @i(%m: memref<4x4xf32>, %i: index, %v: i32) {
  "memref.store"(%v, %m, %i, %i) : (i32, memref<4x4xf32>, index, index) -> ()
  return
}
// -----
func.func @j(%m: memref<4x4xf32>, %i: index, %v: i32) {
  %0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> i32
  return
}
// -----
func.func @k(%m: memref<*xf32>, %i: index, %v: i32) {
  %0 = memref.load %m[%i] : memref<*xf32>
  return
}
// -----
func.func @l(%m: memref<4xf32>, %i: index) {
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @m(%m: memref<4xf32>, %i: index) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @n(%m: memref<*xf32>, %i: index) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @o(%m: memref<f32>, %i: index) {
  %0 = memref.dim %m, %i : memref<f32>
  return
}
// -----
func.func @p(%m: memref<4xf32>, %n: memref<5xf32>) {
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @q(%m: memref<4xf32>, %n: memref<4xi32>) {
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}
// -----
memref.global @g1 : memref<?xf32>
// -----
memref.global @g2 : memref<2xf32> = dense<[1, 2]> : tensor<2xi32>
// -----
memref.global @g3 : memref<2xf32> = 3
// -----
"memref.global"() <{sym_name = "g4", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()
// -----
"memref.global"() <{sym_name = "g5", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()
// -----
"memref.global"() <{sym_name = "g6", type = memref<2xf32>, initial_value = 3 : i32}> : () -> ()
// -----
memref.global "foo" @g7 : memref<2xf32>
// -----
func.func @r() {
  %0 = memref.get_global @nope : memref<2xf32>
  return
}
// -----
memref.global @g8 : memref<2xf32>
func.func @s() {
  %0 = memref.get_global @g8 : memref<3xf32>
  return
}
// -----
func.func @t(%b: memref<2048xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// -----
func.func @u(%b: memref<2048xi8, 1>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8, 1> to memref<4xf32>
  return
}
// -----
func.func @v(%b: memref<2048xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @w(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}
// -----
func.func @x(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}
// -----
func.func @y(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @z(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rw, locality<3>, data : memref<4xf32>
  return
}
// -----
func.func @z2(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}
// -----
func.func @z3(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, foo : memref<4xf32>
  return
}
// -----
func.func @z4(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : tensor<4xf32>
  return
}
// -----
func.func @z5(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i] {nontemporal = 1} : memref<4xf32>
  return
}
// -----
func.func @z6(%m: memref<4xf32>, %i: index) {
  %0 = memref.alloca() : memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>>
  return
}
// -----
func.func @z7(%d: index) {
  %0 = memref.alloc(%d, %d) : memref<?xf32>
  return
}
// -----
func.func @a(%m: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, 32] : memref<?x32xf32> into memref<?x32xf32>
  return
}
// -----
func.func @b(%m: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%i, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}
// -----
func.func @c(%m: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [%i, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}
// -----
func.func @d(%m: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%i, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}
// -----
func.func @e(%m: memref<8x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, 32] : memref<8x32xf32> into memref<?x4x32xf32>
  return
}
// -----
func.func @f(%m: memref<8x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 32] : memref<8x32xf32> into memref<3x4x32xf32>
  return
}
// -----
func.func @g(%m: memref<8x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 32] : memref<8x32xf32> into memref<2x4x32xf32, strided<[128, 32, 1]>>
  return
}
// -----
func.func @h(%m: memref<8x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4] : memref<8x32xf32> into memref<2x4x32xf32>
  return
}
// -----
func.func @i(%m: memref<8x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 32] : memref<8x32xf32> into memref<2x4x32xf32>
  return
}
// -----
func.func @j(%m: memref<8x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, %i, 32] : memref<8x32xf32> into memref<2x4x32xf32>
  return
}
// -----
func.func @k(%m: memref<f32>, %i: index) {
  %0 = memref.expand_shape %m [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}
// -----
func.func @l(%m: memref<2x3x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<7x4xf32>
  return
}
// -----
func.func @m(%m: memref<2x3x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}
// -----
func.func @n(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<2x3x4xf32>
  return
}
// -----
func.func @o(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32>
  return
}
// -----
func.func @p(%m: memref<2x?xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x?xf32> into memref<6xf32>
  return
}
// -----
func.func @q(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32, 1>
  return
}
// -----
func.func @r(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xi32>
  return
}
// -----
func.func @s(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, x]] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @t(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [0, 1] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @u(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into tensor<6xf32>
  return
}
// -----
func.func @v(%m: memref<*xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<*xf32> into memref<6xf32>
  return
}
// -----
func.func @w(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @x(%m: memref<8x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] [2, 4, 32] : memref<8x32xf32> into memref<2x4x32xf32>
  return
}
// -----
func.func @y(%m: memref<4x8xf32, strided<[8, 2]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 2]>> into memref<32xf32, strided<[2]>>
  return
}
// -----
func.func @z(%m: memref<8x32xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 32] : memref<8x32xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<2x4x32xf32>
  return
}
// -----
func.func @a(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>, 1>
  return
}
// -----
func.func @b(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xi32, strided<[4, 1]>>
  return
}
// -----
func.func @c(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 5], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @d(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, %i], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @e(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [1], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: 2>>
  return
}
// -----
func.func @f(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: 2>>
  return
}
// -----
func.func @g(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [5, %i] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @h(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
// -----
func.func @i(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0, 1], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @j(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @k(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4, 5], strides: [4, 1, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @l(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @m(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @n(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [-1], sizes: [%i, -4], strides: [4, 1] : memref<*xf32> to memref<?x?xf32, strided<[4, 1], offset: ?>>
  return
}
// -----
func.func @o(%c: memref<2x3xf32>) {
  %0 = memref.transpose %c (i, j) -> (i, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}
// -----
func.func @p(%c: memref<2x3xf32>) {
  %0 = memref.transpose %c (i, j, k) -> (k, j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}
// -----
func.func @q(%c: memref<2x3xf32>) {
  %0 = memref.transpose %c (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}
// -----
func.func @r(%c: memref<2x3xf32>) {
  %0 = memref.transpose %c (i, j) -> (j, i) {x = 1} : memref<2x3xf32> to memref<3x2xf32, affine_map<(d0, d1) -> (d1 * 3 + d0)>>
  return
}
// -----
func.func @s(%c: tensor<2x3xf32>) {
  %0 = memref.rank %c : tensor<2x3xf32>
  return
}
// -----
func.func @t(%c: memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0:6 = memref.extract_strided_metadata %c : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>> -> memref<f32>, index, index, index, index, index
  return
}
// -----
func.func @u(%c: memref<2x3xf32>) {
  %0:5 = memref.extract_strided_metadata %c : memref<2x3xf32> -> memref<f32>, index, index, index, index
  return
}
// -----
func.func @v(%c: memref<2x3xf32>) {
  %0:6 = memref.extract_strided_metadata %c : memref<2x3xf32> -> memref<i32>, index, index, index, index, index
  return
}
// -----
func.func @w(%c: memref<2x3xf32>) {
  %0:6 = memref.extract_strided_metadata %c : memref<2x3xf32> -> memref<1xf32>, index, index, index, index, index
  return
}
// -----
func.func @x(%c: memref<2x3xf32>) {
  %0:6 = memref.extract_strided_metadata %c : memref<2x3xf32> -> memref<f32>, index, index, index, index, i32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @b(%m: memref<10xi32>, %v: i32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}
// -----
func.func @c(%m: memref<10xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @d(%m: memref<10xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f64
  return
}
// -----
func.func @e(%m: memref<10xf32>, %v: f64, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f64, memref<10xf32>) -> f64
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw bogus %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @g(%m: memref<10xindex>, %v: index, %i: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (index, memref<10xindex>) -> index
  return
}
// -----
func.func @h(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @i(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
  }
  return
}
// -----
func.func @j(%v: f32) {
  memref.alloca_scope.return %v : f32
}
// -----
func.func @k(%v: f32) {
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @l(%v: f32) {
  memref.alloca_scope {
  ^bb0(%x: f32):
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @m(%v: f32) {
  memref.alloca_scope {
    cf.br ^bb1
  ^bb1:
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @a(%n: memref<2x4xf32, strided<[4, 1]>>) {
  %1 = memref.collapse_shape %n [[0, 1]] : memref<2x4xf32, strided<[4, 1]>> into memref<8xf32>
  return
}
// -----
func.func @b(%n: memref<2x4xf32>) {
  %1 = memref.collapse_shape %n [[0, 1]] : memref<2x4xf32> into memref<8xf32, strided<[1]>>
  return
}
// -----
func.func @c(%n: memref<2x4xf32, strided<[4, 1], offset: 3>>) {
  %1 = memref.collapse_shape %n [[0, 1]] : memref<2x4xf32, strided<[4, 1], offset: 3>> into memref<8xf32, strided<[1], offset: 3>>
  return
}
// -----
func.func @d(%n: memref<8xf32, strided<[1], offset: 3>>) {
  %1 = memref.expand_shape %n [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1], offset: 3>> into memref<2x4xf32, strided<[4, 1], offset: 3>>
  return
}
// -----
func.func @e(%n: memref<2x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>) {
  %1 = memref.collapse_shape %n [[0, 1]] : memref<2x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>> into memref<8xf32>
  return
}
// -----
func.func @f(%n: memref<2x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>) {
  %1 = memref.collapse_shape %n [[0, 1]] : memref<2x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>> into memref<8xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  %0 = memref.cast %t : tensor<4xf32> to memref<4xf32>
  return
}
// -----
func.func @b(%c: memref<2x3xf32, 1>) {
  %0 = memref.transpose %c (i, j) -> (j, i) : memref<2x3xf32, 1> to memref<3x2xf32, strided<[1, 4]>, 1>
  return
}
// -----
func.func @c(%c: memref<?x?xf32>) {
  %0 = memref.transpose %c (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// -----
func.func @d(%c: memref<2x3xf32>) {
  %0 = memref.transpose %c (i, j) : (i >= 0) : memref<2x3xf32> to memref<3x2xf32>
  return
}
// -----
func.func @e(%c: memref<2x3xf32>) {
  %0 = memref.transpose %c (i, j) -> (j, i) : memref<*xf32> to memref<3x2xf32>
  return
}
// -----
func.func @f(%c: memref<2x3xf32>) {
  %0 = memref.transpose %c (i, j) -> (j, i) : memref<2x3xf32> to tensor<3x2xf32>
  return
}
// -----
func.func @g(%m: memref<8x32xf32>, %i: index) {
  %0 = "memref.expand_shape"(%m, %i) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 4, 32>}> : (memref<8x32xf32>, index) -> memref<2x4x32xf32>
  return
}
// -----
func.func @h(%m: memref<8x32xf32>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 32] : memref<8x32xf32> into memref<2x4x32xi32>
  return
}
// -----
func.func @i(%m: memref<2x3xf32>) {
  %0:7 = memref.extract_strided_metadata %m : memref<2x3xf32> -> memref<f32>, index, index, index, index, index, index
  return
}
// -----
func.func @m(%m: memref<10xindex>, %v: index, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (index, memref<10xindex>, index) -> index
  return
}
// -----
func.func @n(%m: memref<10xf32>, %v: f32, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 99 : i64}> : (f32, memref<10xf32>, index) -> f32
  return
}
// -----
func.func @p(%lb: index, %f: f32) {
  scf.reduce(%f : f32) {
  ^bb0(%a: f32, %b: f32):
    scf.reduce.return %a : f32
  }
}
// -----
func.func @q(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : tensor<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @r(%u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%i 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @s(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<*xf32>
  return
}
// -----
func.func @t(%v: f32) {
  memref.alloca_scope -> f32 {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @u(%m: memref<2x3xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1], []]}> : (memref<2x3xf32>) -> memref<6x1xf32>
  return
}
// -----
func.func @d(%m: memref<2x3xf32>) {
  %0 = "memref.extract_strided_metadata"(%m) : (memref<2x3xf32>) -> ()
  return
}
// -----
func.func @e(%m: memref<2x3xf32>) {
  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<2x3xf32>) -> memref<2x3xf32>
  return
}
// -----
func.func @f(%m: memref<2x3xf32>) {
  %0 = "memref.transpose"(%m) <{permutation = 3 : i64}> : (memref<2x3xf32>) -> memref<3x2xf32>
  return
}
// -----
func.func @g(%m: memref<2x3xf32>) {
  %0 = "memref.expand_shape"(%m) : (memref<2x3xf32>) -> memref<2x3xf32>
  return
}
// -----
func.func @h(%m: memref<2x3xf32>, %v: f32) {
  %0 = "memref.atomic_rmw"(%v, %m) <{kind = 0 : i64}> : (f32, memref<2x3xf32>) -> f32
  return
}
// -----
func.func @o(%m: memref<2x3xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x3xf32>) -> memref<6xf32>
  return
}
// -----
func.func @p() {
  "memref.alloca_scope"() ({
  }) : () -> ()
  return
}
// -----
func.func @q(%f: f32) {
  "memref.alloca_scope"() ({
    "scf.reduce.return"(%f) : (f32) -> ()
  }) : () -> ()
  return
}
// -----
func.func @r(%m: memref<2x3xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d1 + d0, d0) : memref<2x3xf32> to memref<3x2xf32>
  return
}
// -----
func.func @s(%m: memref<2x3xf32>) {
  %0 = memref.transpose %m (d0, d1)[s0] -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32>
  return
}
// -----
func.func @v(%m: memref<4xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32, strided<[2, 1]>>
  %1 = memref.expand_shape %m [[0, 1]] output_shape [-1, 2] : memref<4xf32> into memref<2x2xf32>
  return
}
// -----
// Fewer result types than the op's fixed results (found by the fuzzer: the
// format parser sliced past the written types).
func.func @w(%m: memref<f32>) {
  %b1, %o1 = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>
  return
}
// -----
func.func @x(%m: memref<f32>) {
  %b1 = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>
  return
}
// -----
// A rank-1 transposed type keeps its strided<[1]> layout in MLIR's
// canonical form, so an identity-layout result does not match it.
func.func @y(%m: memref<?xf32>) {
  %0 = memref.transpose %m (i) -> (i) : memref<?xf32> to memref<?xf32>
  return
}
