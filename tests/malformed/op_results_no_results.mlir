// Ops: results bound to an op with no results.
// flags: --allow-unregistered-dialect
%a, %b = "foo.op"() : () -> ()
