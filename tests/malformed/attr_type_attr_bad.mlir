// Attributes: type attribute with an invalid type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = !} : () -> ()
