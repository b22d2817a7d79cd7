// Ops: attribute dictionary key that is an integer.
// flags: --allow-unregistered-dialect
"foo.op"() {1 = 2} : () -> ()
