// Ops: attribute dictionary placed before the region list.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1} ({
}) : () -> ()
