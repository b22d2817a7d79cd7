// Blocks: arguments on the (implicit) module body block.
// flags: --allow-unregistered-dialect
^bb0(%a: i32):
"foo.op"() : () -> ()
