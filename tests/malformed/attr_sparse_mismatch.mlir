// Attributes: sparse literal with more values than indices.
// flags: --allow-unregistered-dialect
"foo.op"() {a = sparse<[[0]], [1, 2]> : tensor<4xi32>} : () -> ()
