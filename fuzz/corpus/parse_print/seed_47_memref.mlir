
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
