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
