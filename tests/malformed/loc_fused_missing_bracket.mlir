// Locations: fused without '['.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(fused("a"))
