// Attributes: empty dense list for a non-empty tensor.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[]> : tensor<1xi32>} : () -> ()
