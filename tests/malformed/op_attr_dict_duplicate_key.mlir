// Ops: duplicate key in an op's attribute dictionary.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1, b = 2, a = 3} : () -> ()
