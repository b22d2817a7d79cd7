// Attributes: hexadecimal float literal with the wrong bit width.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 0x7FC000000 : f32} : () -> ()
