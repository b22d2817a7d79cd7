// Attributes: an unknown bare identifier where an attribute is expected.
// flags: --allow-unregistered-dialect
"foo.op"() {a = nothing} : () -> ()
