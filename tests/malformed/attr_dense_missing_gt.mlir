// Attributes: dense literal missing '>'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[1, 2] : tensor<2xi32>} : () -> ()
