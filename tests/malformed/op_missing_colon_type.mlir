// Ops: generic op without ': type'.
// flags: --allow-unregistered-dialect
"foo.op"()
"foo.b"() : () -> ()
