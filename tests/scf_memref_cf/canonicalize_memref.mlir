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
