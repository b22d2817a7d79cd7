// Attributes: integer literal with a non-scalar type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1 : tensor<i32>} : () -> ()
