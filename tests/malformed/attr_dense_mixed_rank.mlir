// Attributes: dense literal mixing scalars and lists.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()
