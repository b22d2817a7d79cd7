// Blocks: a second block at the top level.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> ()
^bb1:
"foo.op"() : () -> ()
