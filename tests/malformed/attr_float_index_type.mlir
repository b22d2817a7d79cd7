// Attributes: float literal with 'index' type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1.0 : index} : () -> ()
