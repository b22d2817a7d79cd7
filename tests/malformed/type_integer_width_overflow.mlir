// Types: integer bitwidth that does not fit in 32 bits.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> i99999999999
