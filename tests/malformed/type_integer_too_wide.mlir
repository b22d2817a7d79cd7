// Types: integer bitwidth above the limit.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> i16777216
