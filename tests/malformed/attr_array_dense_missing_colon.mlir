// Attributes: array<i32 1> without ':'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = array<i32 1>} : () -> ()
