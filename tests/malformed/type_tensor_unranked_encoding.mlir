// Types: unranked tensor with an encoding.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tensor<*xf32, "enc">
