// Ops: function type of an op without '->'.
// flags: --allow-unregistered-dialect
"foo.op"() : () i32
