// Types: nested function type missing its result type.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> ((i32) -> )
