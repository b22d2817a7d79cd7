// Locations: fused<metadata> missing '>'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(fused<"m"["a"])
