// Attributes: float literal with an integer type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1.5 : i32} : () -> ()
