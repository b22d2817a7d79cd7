// Types: unknown f8 variant.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> f8E9M9
