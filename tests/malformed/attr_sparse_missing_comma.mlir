// Attributes: sparse literal missing ',' between indices and values.
// flags: --allow-unregistered-dialect
"foo.op"() {a = sparse<[[0]] [1]> : tensor<4xi32>} : () -> ()
