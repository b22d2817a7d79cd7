// Types: tensor encoding that is not an attribute.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tensor<4xf32, ->
