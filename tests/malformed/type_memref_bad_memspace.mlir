// Types: memref with a third, unexpected parameter.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> memref<4xf32, 1, 2>
