// Types: memref of a tensor.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> memref<4xtensor<4xf32>>
