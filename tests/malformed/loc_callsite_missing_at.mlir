// Locations: callsite() without 'at'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(callsite("a" "b"))
