// Types: an unknown bare identifier where a type is expected.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> f31
