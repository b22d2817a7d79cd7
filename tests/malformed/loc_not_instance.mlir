// Locations: an integer is not a location.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(42)
