// Locations: '#loc' alias that is never defined.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(#loc9)
