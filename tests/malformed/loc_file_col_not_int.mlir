// Locations: FileLineColLoc with a non-integer column.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc("f.c":1:y)
