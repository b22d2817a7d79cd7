// Attributes: dense literal shape differs from the tensor type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
