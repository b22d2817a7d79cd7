// Attributes: dense string literal that is not hex.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<"hello"> : tensor<2xi32>} : () -> ()
