// Types: tensor with dimensions but no element type.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tensor<4x4>
