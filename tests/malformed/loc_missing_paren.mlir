// Locations: 'loc' not followed by '('.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc "f":1:2
