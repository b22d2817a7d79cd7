// Attributes: dense literal with ragged nesting.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[[1], [1, 2]]> : tensor<2x2xi32>} : () -> ()
