// Ops: parenthesized result type list missing ')'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> (i32, f32
