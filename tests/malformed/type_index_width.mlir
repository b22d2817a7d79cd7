// Types: 'index' with a width suffix is not a type.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> index32
