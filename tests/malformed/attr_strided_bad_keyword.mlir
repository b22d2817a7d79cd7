// Attributes: strided<> with a misspelled 'offset'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = strided<[1], off: 0>} : () -> ()
