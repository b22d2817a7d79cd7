// Types: tensor with a negative dimension.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tensor<4x-2xf32>
