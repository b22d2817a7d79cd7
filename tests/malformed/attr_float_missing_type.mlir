// Attributes: float literal followed by ':' and a non-type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1.0 : 5} : () -> ()
