// Ops: result list not followed by '='.
// flags: --allow-unregistered-dialect
%a "foo.op"() : () -> i32
