// Ops: result list ending in a comma.
// flags: --allow-unregistered-dialect
%a, = "foo.op"() : () -> (i32, i32)
