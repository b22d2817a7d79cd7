// Ops: '%r:3' bound to an op with two results.
// flags: --allow-unregistered-dialect
%r:3 = "foo.op"() : () -> (i32, i32)
