// Attributes: negative literal with an unsigned type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = -1 : ui8} : () -> ()
