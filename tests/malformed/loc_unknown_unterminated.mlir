// Locations: 'unknown' missing the closing ')'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc(unknown
"foo.op"() : () -> ()
