// Types: unranked memref with a layout.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
