// Types: tuple with a trailing comma.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tuple<i32,>
