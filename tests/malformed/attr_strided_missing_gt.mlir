// Attributes: strided<> missing '>'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = strided<[1]} : () -> ()
