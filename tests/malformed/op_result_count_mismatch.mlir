// Ops: one result name bound to an op with two results.
// flags: --allow-unregistered-dialect
%r = "foo.op"() : () -> (i32, i32)
