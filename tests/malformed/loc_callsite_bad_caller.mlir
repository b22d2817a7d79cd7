// Locations: callsite() whose caller is not a location.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(callsite("a" at 5))
