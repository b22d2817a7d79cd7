// Locations: 'loc(' missing ')'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc("file":1:2
