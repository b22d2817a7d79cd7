// Attributes: strided<> with a non-integer stride.
// flags: --allow-unregistered-dialect
"foo.op"() {a = strided<[1, x]>} : () -> ()
