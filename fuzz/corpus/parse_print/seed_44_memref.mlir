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
