// Types: tuple missing '>'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tuple<i32, f32
