// Locations: fused list element that is not a location.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(fused["a", 2])
