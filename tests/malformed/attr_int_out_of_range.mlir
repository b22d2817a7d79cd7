// Attributes: integer literal too large for its type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 256 : i8} : () -> ()
