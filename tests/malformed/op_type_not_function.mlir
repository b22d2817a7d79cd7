// Ops: the op type is not a function type.
// flags: --allow-unregistered-dialect
"foo.op"() : i32
