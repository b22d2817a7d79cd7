// memref.assume_alignment passes its memref through.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {alignment = 64} : memref<16xf32>
  %aa = memref.assume_alignment %a, 64 : memref<16xf32>
  %f = arith.constant 2.5 : f32
  memref.store %f, %aa[%c1] : memref<16xf32>
  %l = memref.load %a[%c1] : memref<16xf32>
  vector.print %l : f32
  return
}
