// Attributes: dense string element for an integer tensor.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()
