// Types: memref strided layout with the wrong number of strides.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> memref<4x4xf32, strided<[1]>>
