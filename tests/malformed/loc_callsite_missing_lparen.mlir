// Locations: callsite without '('.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(callsite "a" at "b")
