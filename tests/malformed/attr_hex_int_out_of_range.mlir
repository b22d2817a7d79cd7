// Attributes: hexadecimal integer literal too large for i8.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 0x7FC00000 : i8} : () -> ()
