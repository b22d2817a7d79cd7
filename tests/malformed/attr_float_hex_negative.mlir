// Attributes: negated hexadecimal float literal.
// flags: --allow-unregistered-dialect
"foo.op"() {a = -0x7FC00000 : f32} : () -> ()
