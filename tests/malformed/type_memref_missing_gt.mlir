// Types: memref missing '>'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> memref<4xf32, 1
