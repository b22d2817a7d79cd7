// Attributes: dense literal with a scalar type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<1> : i32} : () -> ()
