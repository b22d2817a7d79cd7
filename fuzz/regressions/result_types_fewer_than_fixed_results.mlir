func.func @f(%m: memref<f32>) {
  %b1, %o1 = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>
  return
}
