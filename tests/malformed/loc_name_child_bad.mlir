// Locations: NameLoc whose child is not a location.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc("name"(1))
