// Attributes: dense literal with a float element for an integer tensor.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[1, 2.5]> : tensor<2xi32>} : () -> ()
