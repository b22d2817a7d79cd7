// Ops: function type of an op with nothing after '->'.
// flags: --allow-unregistered-dialect
"foo.op"() : () ->
