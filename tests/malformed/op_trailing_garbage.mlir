// Ops: junk after a complete operation.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () "foo"
