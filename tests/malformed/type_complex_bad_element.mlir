// Types: complex of a tensor.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> complex<tensor<f32>>
