// Ops: '%r:0' result group.
// flags: --allow-unregistered-dialect
%r:0 = "foo.op"() : () -> ()
