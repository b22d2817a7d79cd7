// Locations: a dialect attribute used as a location.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(#foo.bar)
