// Locations: FileLineColRange 'to L:' without an end column.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc("f.c":1:2 to 3:)
