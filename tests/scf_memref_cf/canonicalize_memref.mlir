// Canonicalization of memref: rank, transpose, extract_strided_metadata, alloca_scope, reinterpret_cast, expand_shape/collapse_shape, view folders and patterns.
func.func @rank(%a: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %r = memref.rank %a : memref<4x?xf32>
  %s = memref.rank %u : memref<*xf32>
  return %r, %s : index, index
}
// -----
func.func @transpose_id(%a: memref<4x5xf32>) -> memref<4x5xf32> {
  %t = memref.transpose %a (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32>
  return %t : memref<4x5xf32>
}
// -----
func.func @transpose_id_layout(%a: memref<4x5xf32>) -> memref<4x5xf32, strided<[5, 1]>> {
  %t = memref.transpose %a (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
  return %t : memref<4x5xf32, strided<[5, 1]>>
}
// -----
func.func @transpose_twice(%a: memref<3x4x5xf32>) -> memref<3x4x5xf32, strided<[20, 5, 1]>> {
  %t = memref.transpose %a (i, j, k) -> (k, i, j) : memref<3x4x5xf32> to memref<5x3x4xf32, strided<[1, 20, 5]>>
  %u = memref.transpose %t (i, j, k) -> (j, k, i) : memref<5x3x4xf32, strided<[1, 20, 5]>> to memref<3x4x5xf32, strided<[20, 5, 1]>>
  return %u : memref<3x4x5xf32, strided<[20, 5, 1]>>
}
// -----
func.func @transpose_twice2(%a: memref<3x4x5xf32>) -> memref<4x5x3xf32, strided<[5, 1, 20]>> {
  %t = memref.transpose %a (i, j, k) -> (k, i, j) : memref<3x4x5xf32> to memref<5x3x4xf32, strided<[1, 20, 5]>>
  %u = memref.transpose %t (i, j, k) -> (k, i, j) : memref<5x3x4xf32, strided<[1, 20, 5]>> to memref<4x5x3xf32, strided<[5, 1, 20]>>
  return %u : memref<4x5x3xf32, strided<[5, 1, 20]>>
}
// -----
func.func @esm(%a: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (memref<f32>, index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
// -----
func.func @esm_cast(%a: memref<4x5xf32>) -> (index, index) {
  %c = memref.cast %a : memref<4x5xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}
// -----
func.func @esm_unused(%a: memref<4x5xf32>) -> memref<f32> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x5xf32> -> memref<f32>, index, index, index, index, index
  return %b : memref<f32>
}
// -----
func.func @esm_in_loop(%a: memref<4x5xf32>, %n: index, %m: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x5xf32> -> memref<f32>, index, index, index, index, index
    memref.store %o, %m[%s#0, %t#1] : memref<?x?xindex>
    memref.store %s#1, %m[%t#0, %o] : memref<?x?xindex>
  }
  return
}
// -----
func.func @scope_last(%v: f32, %i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}
// -----
func.func @scope_not_last(%v: f32, %i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %s = arith.addf %r, %v : f32
  return %s : f32
}
// -----
func.func @scope_call(%v: f32) {
  memref.alloca_scope {
    func.call @f() : () -> ()
  }
  func.call @f() : () -> ()
  return
}
func.func private @f()
// -----
func.func @scope_nested_scope(%v: f32, %i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %y = memref.alloca_scope -> (f32) {
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%i] : memref<4xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      memref.alloca_scope.return %x : f32
    }
    %z = arith.addf %y, %v : f32
    memref.alloca_scope.return %z : f32
  }
  %s = arith.addf %r, %v : f32
  return %s : f32
}
// -----
func.func @hoist(%v: f32, %n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%i) : memref<?xf32>
      %c = memref.alloca(%n) : memref<?xf32>
      memref.store %v, %a[%i] : memref<4xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %z = memref.load %c[%i] : memref<?xf32>
      %s = arith.addf %x, %y : f32
      %t = arith.addf %s, %z : f32
      memref.store %t, %m[%i] : memref<?xf32>
    }
  }
  return
}
// -----
func.func @hoist_nested(%v: f32, %n: index, %c: i1, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %x = memref.load %a[%i] : memref<?xf32>
      memref.store %x, %m[%i] : memref<?xf32>
    }
  }
  }
  return
}
// -----
func.func @hoist_not_last(%v: f32, %n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      memref.store %x, %m[%i] : memref<?xf32>
    }
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @hoist_if(%v: f32, %n: index, %c: i1, %m: memref<?xf32>) {
  scf.if %c {
    %k = arith.addi %n, %n : index
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %b = memref.alloca(%k) : memref<?xf32>
      %x = memref.load %a[%n] : memref<?xf32>
      %y = memref.load %b[%n] : memref<?xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %m[%n] : memref<?xf32>
    }
  }
  return
}
// -----
func.func @hoist_if_nested(%v: f32, %n: index, %c: i1, %d: i1, %m: memref<?xf32>) {
  scf.if %c {
    memref.store %v, %m[%n] : memref<?xf32>
    scf.if %d {
      memref.alloca_scope {
        %a = memref.alloca(%n) : memref<?xf32>
        %x = memref.load %a[%n] : memref<?xf32>
        memref.store %x, %m[%n] : memref<?xf32>
      }
    }
  }
  return
}
// -----
func.func @hoist_if_not_last(%v: f32, %n: index, %c: i1, %m: memref<?xf32>) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %x = memref.load %a[%n] : memref<?xf32>
      memref.store %x, %m[%n] : memref<?xf32>
    }
  }
  memref.store %v, %m[%n] : memref<?xf32>
  return
}
// -----
func.func @scope_in_scope_nested_for(%v: f32, %n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.alloca(%n) : memref<?xf32>
      %x = memref.load %a[%i] : memref<?xf32>
      memref.store %x, %m[%i] : memref<?xf32>
    }
  }
  memref.store %v, %m[%n] : memref<?xf32>
  return
}
// -----
func.func @scope_effects(%v: f32, %n: index, %m: memref<?xf32>, %p: memref<?xf32>) {
  memref.alloca_scope {
    %x = memref.load %m[%n] : memref<?xf32>
    %y = arith.addf %x, %v : f32
    memref.store %y, %m[%n] : memref<?xf32>
    memref.dealloc %m : memref<?xf32>
    memref.copy %m, %p : memref<?xf32> to memref<?xf32>
  }
  memref.store %v, %m[%n] : memref<?xf32>
  return
}
// -----
func.func @rc_esm(%a: memref<4x5xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x5xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// -----
func.func @rc_esm_dyn(%a: memref<4x5xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x5xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// -----
func.func @rc_esm_other(%a: memref<4x5xf32>) -> memref<2x10xf32> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x5xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<f32> to memref<2x10xf32>
  return %r : memref<2x10xf32>
}
// -----
func.func @rc_rc(%a: memref<40xf32>) -> memref<2x10xf32> {
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [4, 10], strides: [10, 1] : memref<40xf32> to memref<4x10xf32>
  %s = memref.reinterpret_cast %r to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<4x10xf32> to memref<2x10xf32>
  return %s : memref<2x10xf32>
}
// -----
func.func @rc_cast(%a: memref<40xf32>) -> memref<2x10xf32> {
  %r = memref.cast %a : memref<40xf32> to memref<?xf32>
  %s = memref.reinterpret_cast %r to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<?xf32> to memref<2x10xf32>
  return %s : memref<2x10xf32>
}
// -----
func.func @rc_id(%a: memref<2x10xf32>) -> memref<2x10xf32> {
  %s = memref.reinterpret_cast %a to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<2x10xf32> to memref<2x10xf32>
  return %s : memref<2x10xf32>
}
// -----
func.func @rc_subview(%a: memref<8x10xf32>) -> memref<2x10xf32> {
  %v = memref.subview %a[0, 0] [4, 10] [1, 1] : memref<8x10xf32> to memref<4x10xf32, strided<[10, 1]>>
  %s = memref.reinterpret_cast %v to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<4x10xf32, strided<[10, 1]>> to memref<2x10xf32>
  return %s : memref<2x10xf32>
}
// -----
func.func @rc_const(%a: memref<40xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %s = memref.reinterpret_cast %a to offset: [%c2], sizes: [%c2, %c10], strides: [%c10, 1] : memref<40xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @rc_const_identity(%a: memref<40xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %s = memref.reinterpret_cast %a to offset: [%c0], sizes: [%c1, %c10], strides: [%c10, %c1] : memref<40xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// -----
func.func @rc_const_partial(%a: memref<*xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c10 = arith.constant 10 : index
  %s = memref.reinterpret_cast %a to offset: [%n], sizes: [%n, %c10], strides: [%c10, 1] : memref<*xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @rc_static_type(%a: memref<40xf32>, %n: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %s = memref.reinterpret_cast %a to offset: [%n], sizes: [2, %n], strides: [%n, 1] : memref<40xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<2x?xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @rc_rc_unranked(%a: memref<*xf32>) -> memref<2x10xf32> {
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [40], strides: [1] : memref<*xf32> to memref<40xf32>
  %s = memref.reinterpret_cast %r to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<40xf32> to memref<2x10xf32>
  return %s : memref<2x10xf32>
}
// -----
func.func @rc_id_offset(%a: memref<2x10xf32, strided<[10, 1], offset: 5>>) -> memref<2x10xf32, strided<[10, 1], offset: 5>> {
  %s = memref.reinterpret_cast %a to offset: [5], sizes: [2, 10], strides: [10, 1] : memref<2x10xf32, strided<[10, 1], offset: 5>> to memref<2x10xf32, strided<[10, 1], offset: 5>>
  return %s : memref<2x10xf32, strided<[10, 1], offset: 5>>
}
// -----
func.func @rc_id_dyn(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %s = memref.reinterpret_cast %a to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32>
  return %s : memref<?xf32>
}
// -----
func.func @rc_subview_nonzero(%a: memref<8x10xf32>) -> memref<2x10xf32> {
  %v = memref.subview %a[1, 0] [4, 10] [1, 1] : memref<8x10xf32> to memref<4x10xf32, strided<[10, 1], offset: 10>>
  %s = memref.reinterpret_cast %v to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<4x10xf32, strided<[10, 1], offset: 10>> to memref<2x10xf32>
  return %s : memref<2x10xf32>
}
// -----
func.func @rc_subview_dynzero(%a: memref<8x10xf32>, %n: index) -> memref<2x10xf32> {
  %v = memref.subview %a[%n, 0] [4, 10] [1, 1] : memref<8x10xf32> to memref<4x10xf32, strided<[10, 1], offset: ?>>
  %s = memref.reinterpret_cast %v to offset: [0], sizes: [2, 10], strides: [10, 1] : memref<4x10xf32, strided<[10, 1], offset: ?>> to memref<2x10xf32>
  return %s : memref<2x10xf32>
}
// -----
func.func @rc_esm_partial(%a: memref<?x5xf32>) -> memref<?x5xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x5xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, 5], strides: [%t#0, %t#1] : memref<f32> to memref<?x5xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x5xf32, strided<[?, ?], offset: ?>>
}
// -----
func.func @rc_esm_same(%a: memref<?x5xf32>) -> memref<?x5xf32> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x5xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [%s#0, 5], strides: [5, 1] : memref<f32> to memref<?x5xf32>
  return %r : memref<?x5xf32>
}
// -----
func.func @rc_esm_swapped(%a: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [%s#1, %s#0], strides: [%t#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1]>>
  return %r : memref<?x?xf32, strided<[?, 1]>>
}
// -----
func.func @view_fold(%a: memref<64xi8>) -> memref<64xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<64xi8> to memref<64xi8>
  return %v : memref<64xi8>
}
// -----
func.func @view_shape(%a: memref<2048xi8>, %n: index) -> memref<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = memref.view %a[%c0][%c4, %n, %c4] : memref<2048xi8> to memref<?x?x?xf32>
  return %v : memref<?x?x?xf32>
}
// -----
func.func @view_shape_only_shift(%a: memref<2048xi8>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][%n] : memref<2048xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
// -----
func.func @view_cast(%n: index, %m: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %b = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %b[%m][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
// -----
func.func @view_cast_not_alloc(%a: memref<2048xi8>, %n: index, %m: index) -> memref<?x4xf32> {
  %b = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %b[%m][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
// -----
func.func @view_dim(%a: memref<2048xi8>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %v = memref.view %a[%c0][%c8, %n] : memref<2048xi8> to memref<?x?xf32>
  %d = memref.dim %v, %c1 : memref<?x?xf32>
  return %d : index
}
// -----
func.func @view_cast_to_static(%a: memref<?xi8>, %n: index, %m: index) -> memref<?x4xf32> {
  %b = memref.cast %a : memref<?xi8> to memref<2048xi8>
  %v = memref.view %b[%m][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
// -----
// -----
func.func @view_fold_dyn(%a: memref<?xi8>, %n: index) -> memref<?xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][%n] : memref<?xi8> to memref<?xi8>
  return %v : memref<?xi8>
}
// -----
func.func @view_fold_shift(%a: memref<64xi8>, %m: index) -> memref<64xi8> {
  %v = memref.view %a[%m][] : memref<64xi8> to memref<64xi8>
  return %v : memref<64xi8>
}
// -----
func.func @view_fold_c8(%a: memref<64xi8>) -> memref<64xi8> {
  %c8 = arith.constant 8 : index
  %v = memref.view %a[%c8][] : memref<64xi8> to memref<64xi8>
  return %v : memref<64xi8>
}
// -----
func.func @view_cast_identity(%a: memref<?xi8>) -> memref<64xi8> {
  %c0 = arith.constant 0 : index
  %b = memref.cast %a : memref<?xi8> to memref<64xi8>
  %v = memref.view %b[%c0][] : memref<64xi8> to memref<64xi8>
  return %v : memref<64xi8>
}
// -----
func.func @collapse_id(%a: memref<4x5xf32>) -> memref<4x5xf32> {
  %c = memref.collapse_shape %a [[0], [1]] : memref<4x5xf32> into memref<4x5xf32>
  return %c : memref<4x5xf32>
}
// -----
func.func @expand_collapse_inverse(%a: memref<?x4xf32>) -> memref<?x4xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
// -----
func.func @collapse_expand_inverse(%a: memref<?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [%n, 4, %m] : memref<?x?xf32> into memref<?x4x?xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}
// -----
func.func @collapse_collapse(%a: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %d = memref.collapse_shape %c [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %d : memref<120xf32>
}
// -----
func.func @expand_expand(%a: memref<?xf32>, %n: index) -> memref<?x3x4xf32> {
  %e = memref.expand_shape %a [[0, 1]] output_shape [%n, 12] : memref<?xf32> into memref<?x12xf32>
  %f = memref.expand_shape %e [[0], [1, 2]] output_shape [%n, 3, 4] : memref<?x12xf32> into memref<?x3x4xf32>
  return %f : memref<?x3x4xf32>
}
// -----
func.func @collapse_collapse_layout(%a: memref<2x3x4xf32, strided<[24, 8, 1]>>) -> memref<6x4xf32, strided<[8, 1]>> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32, strided<[24, 8, 1]>> into memref<6x4xf32, strided<[8, 1]>>
  return %c : memref<6x4xf32, strided<[8, 1]>>
}
// -----
func.func @collapse_of_expand_lower(%a: memref<6x4xf32>) -> memref<6x4xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}
// -----
func.func @collapse_of_expand_rank_down(%a: memref<6x4x5xf32>) -> memref<6x20xf32> {
  %e = memref.expand_shape %a [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : memref<6x4x5xf32> into memref<2x3x4x5xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  return %c : memref<6x20xf32>
}
// -----
func.func @collapse_of_expand_rank_up(%a: memref<?x4xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %e = memref.expand_shape %a [[0, 1, 2], [3]] output_shape [%n, 3, %m, 4] : memref<?x4xf32> into memref<?x3x?x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<?x3x?x4xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}
// -----
func.func @collapse_of_expand_fail(%a: memref<6x4xf32>) -> memref<2x12xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %c = memref.collapse_shape %e [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  return %c : memref<2x12xf32>
}
// -----
func.func @collapse_of_expand_same_rank(%a: memref<6x4xf32>) -> memref<6x4xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [6, 1, 4] : memref<6x4xf32> into memref<6x1x4xf32>
  %c = memref.collapse_shape %e [[0], [1, 2]] : memref<6x1x4xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}
// -----
func.func @collapse_cast(%a: memref<2x3x4xf32>) -> memref<?x4xf32> {
  %b = memref.cast %a : memref<2x3x4xf32> to memref<?x?x4xf32>
  %c = memref.collapse_shape %b [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}
// -----
func.func @collapse_cast_same(%a: memref<?x3x4xf32>) -> memref<?x4xf32> {
  %b = memref.cast %a : memref<?x3x4xf32> to memref<?x?x4xf32>
  %c = memref.collapse_shape %b [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}
// -----
func.func @collapse_cast_to_static(%a: memref<?x3x4xf32>) -> memref<6x4xf32> {
  %b = memref.cast %a : memref<?x3x4xf32> to memref<2x3x4xf32>
  %c = memref.collapse_shape %b [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}
// -----
func.func @expand_of_collapse(%a: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %e : memref<6x2x2xf32>
}
// -----
func.func @collapse_of_expand_up(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %e = memref.expand_shape %a [[0, 1, 2, 3]] output_shape [%n, 3, %m, 4] : memref<?xf32> into memref<?x3x?x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<?x3x?x4xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}
// -----
func.func @collapse_of_expand_up2(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x8xf32> {
  %e = memref.expand_shape %a [[0, 1, 2, 3]] output_shape [%n, %m, 2, 4] : memref<?xf32> into memref<?x?x2x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<?x?x2x4xf32> into memref<?x8xf32>
  return %c : memref<?x8xf32>
}
// -----
func.func @expand_layout(%a: memref<12xf32, strided<[2]>>) -> memref<2x6xf32, strided<[12, 2]>> {
  %e = memref.expand_shape %a [[0, 1]] output_shape [12, 1] : memref<12xf32, strided<[2]>> into memref<12x1xf32, strided<[2, 2]>>
  %f = memref.collapse_shape %e [[0, 1]] : memref<12x1xf32, strided<[2, 2]>> into memref<12xf32, strided<[2]>>
  %g = memref.expand_shape %f [[0, 1]] output_shape [2, 6] : memref<12xf32, strided<[2]>> into memref<2x6xf32, strided<[12, 2]>>
  return %g : memref<2x6xf32, strided<[12, 2]>>
}
// -----
func.func @collapse_cast_layout(%a: memref<2x3x4xf32, strided<[24, 4, 1], offset: 3>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %b = memref.cast %a : memref<2x3x4xf32, strided<[24, 4, 1], offset: 3>> to memref<?x3x4xf32, strided<[?, 4, 1], offset: ?>>
  %c = memref.collapse_shape %b [[0], [1, 2]] : memref<?x3x4xf32, strided<[?, 4, 1], offset: ?>> into memref<?x12xf32, strided<[?, 1], offset: ?>>
  %d = memref.cast %c : memref<?x12xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %d : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @collapse_cast_layout_same(%a: memref<2x3x4xf32, strided<[?, 4, 1], offset: ?>>) -> memref<2x12xf32, strided<[?, 1], offset: ?>> {
  %b = memref.cast %a : memref<2x3x4xf32, strided<[?, 4, 1], offset: ?>> to memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>
  %c = memref.collapse_shape %b [[0], [1, 2]] : memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>> into memref<2x12xf32, strided<[?, 1], offset: ?>>
  return %c : memref<2x12xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @cast_cast(%a: memref<4x5xf32>) -> memref<?x?xf32> {
  %b = memref.cast %a : memref<4x5xf32> to memref<?x5xf32>
  %c = memref.cast %b : memref<?x5xf32> to memref<?x?xf32>
  return %c : memref<?x?xf32>
}
// -----
func.func @cast_cast_unranked(%a: memref<*xf32>) -> memref<?x?xf32> {
  %b = memref.cast %a : memref<*xf32> to memref<4x5xf32>
  %c = memref.cast %b : memref<4x5xf32> to memref<?x?xf32>
  return %c : memref<?x?xf32>
}
// -----
func.func @cast_cast_back(%a: memref<4x5xf32>) -> memref<4x5xf32> {
  %b = memref.cast %a : memref<4x5xf32> to memref<?x?xf32>
  %c = memref.cast %b : memref<?x?xf32> to memref<4x5xf32>
  return %c : memref<4x5xf32>
}
// -----
func.func @dim_cast_unranked(%a: memref<*xf32>) -> index {
  %c1 = arith.constant 1 : index
  %b = memref.cast %a : memref<*xf32> to memref<4x?xf32>
  %d = memref.dim %b, %c1 : memref<4x?xf32>
  return %d : index
}
// -----
func.func @eoc_down(%a: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %e : memref<6x2x2xf32>
}
// -----
func.func @eoc_to_collapse(%a: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  return %e : memref<6x20xf32>
}
// -----
func.func @eoc_to_expand(%a: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %e = memref.expand_shape %c [[0, 1, 2, 3]] output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
  return %e : memref<2x3x4x5xf32>
}
// -----
func.func @eoc_dyn(%a: memref<?x3x4xf32>, %n: index) -> memref<?x12xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<?x3x4xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 12] : memref<?xf32> into memref<?x12xf32>
  return %e : memref<?x12xf32>
}
// -----
func.func @eoc_dyn2(%a: memref<?x2x3x5xf32>, %n: index) -> memref<?x15xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<?x2x3x5xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 15] : memref<?xf32> into memref<?x15xf32>
  return %e : memref<?x15xf32>
}
// -----
func.func @eoc_units(%a: memref<1x6x1x4xf32>) -> memref<6x1x4xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<1x6x1x4xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [6, 1, 4] : memref<24xf32> into memref<6x1x4xf32>
  return %e : memref<6x1x4xf32>
}
// -----
func.func @eoc_ambiguous(%a: memref<?x?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}
// -----
func.func @eoc_fail(%a: memref<4x6xf32>) -> memref<3x8xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 8] : memref<24xf32> into memref<3x8xf32>
  return %e : memref<3x8xf32>
}
// -----
func.func @eoc_scalar(%a: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %c = memref.collapse_shape %a [] : memref<1x1xf32> into memref<f32>
  %e = memref.expand_shape %c [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  return %e : memref<1x1x1xf32>
}
// -----
func.func @eoc_2x2(%a: memref<2x2x?xf32>, %n: index) -> memref<2x?xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<2x2x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  return %e : memref<2x?xf32>
}
// -----
func.func @scope_empty() {
  memref.alloca_scope {
  }
  return
}
// -----
func.func @hoist_operand_inside(%n: index, %c: i1, %m: memref<?xf32>) {
  scf.if %c {
    memref.alloca_scope {
      %k = arith.addi %n, %n : index
      %a = memref.alloca(%k) : memref<?xf32>
      %x = memref.load %a[%n] : memref<?xf32>
      memref.store %x, %m[%n] : memref<?xf32>
    }
  }
  return
}
// -----
func.func @hoist_nested_scope(%n: index, %c: i1, %m: memref<?xf32>, %b: memref<i1>, %d: i1) {
  scf.if %c {
    memref.alloca_scope {
      %k = arith.addi %n, %n : index
      memref.alloca_scope {
        %a = memref.alloca(%n) : memref<?xf32>
        %x = memref.load %a[%n] : memref<?xf32>
        memref.store %x, %m[%k] : memref<?xf32>
      }
      memref.store %d, %b[] : memref<i1>
    }
  }
  return
}
// -----
func.func @transpose_3_then_id(%a: memref<3x4xf32>) -> memref<4x3xf32, strided<[1, 4]>> {
  %t = memref.transpose %a (i, j) -> (j, i) : memref<3x4xf32> to memref<4x3xf32, strided<[1, 4]>>
  %u = memref.transpose %t (i, j) -> (i, j) : memref<4x3xf32, strided<[1, 4]>> to memref<4x3xf32, strided<[1, 4]>>
  return %u : memref<4x3xf32, strided<[1, 4]>>
}
// -----
func.func @esm_rank0(%a: memref<f32, strided<[], offset: 7>>) -> index {
  %b, %o = memref.extract_strided_metadata %a : memref<f32, strided<[], offset: 7>> -> memref<f32>, index
  return %o : index
}
// -----
func.func @rc_unranked_const(%a: memref<*xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = memref.reinterpret_cast %a to offset: [%c0], sizes: [%c8], strides: [%c1] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %r : memref<?xf32, strided<[?], offset: ?>>
}
// -----
func.func @rank_dyn(%a: memref<?x?x?xf32>) -> index {
  %r = memref.rank %a : memref<?x?x?xf32>
  return %r : index
}
