// Locations: FileLineColRange with junk after 'to'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc("f.c":1:2 to x)
