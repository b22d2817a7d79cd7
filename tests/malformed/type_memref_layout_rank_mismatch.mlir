// Types: memref affine layout whose dims differ from the rank.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>
