// Ops: empty properties '<>'.
// flags: --allow-unregistered-dialect
"foo.op"() <> : () -> ()
