// Attributes: array<> of a non-scalar element type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = array<tensor<i32>: 1>} : () -> ()
