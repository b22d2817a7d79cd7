// Attributes: dense literal element out of range for the element type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()
