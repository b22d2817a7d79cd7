// Ops: attribute dictionary missing '}'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1, b = 2 : () -> ()
