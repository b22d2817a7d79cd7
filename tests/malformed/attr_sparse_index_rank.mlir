// Attributes: sparse literal indices of the wrong rank.
// flags: --allow-unregistered-dialect
"foo.op"() {a = sparse<[[0, 1]], [1]> : tensor<4xi32>} : () -> ()
