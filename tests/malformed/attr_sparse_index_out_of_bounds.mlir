// Attributes: sparse index outside the tensor shape.
// flags: --allow-unregistered-dialect
"foo.op"() {a = sparse<[[5]], [1]> : tensor<4xi32>} : () -> ()
