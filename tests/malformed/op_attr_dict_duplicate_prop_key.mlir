// Ops: duplicate key in an op's properties dictionary.
// flags: --allow-unregistered-dialect
"foo.op"() <{p = 1, p = unit}> : () -> ()
