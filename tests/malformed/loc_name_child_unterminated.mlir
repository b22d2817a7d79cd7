// Locations: NameLoc child location missing ')'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc("name"("f":1:2)
