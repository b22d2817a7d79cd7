// memref.subview with a malformed dynamic index list (the same directive as vector.extract)
// flags:
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[0 1] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return
}
