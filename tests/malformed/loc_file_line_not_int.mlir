// Locations: FileLineColLoc with a non-integer line.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () loc("f.c":x:1)
