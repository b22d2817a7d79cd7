// Locations: an unknown keyword inside loc().
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(nowhere)
