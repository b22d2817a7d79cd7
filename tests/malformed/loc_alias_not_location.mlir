// Locations: '#alias' that refers to a non-location attribute.
// flags: --allow-unregistered-dialect
#a = 1
"foo.op"() : () -> () loc(#a)
