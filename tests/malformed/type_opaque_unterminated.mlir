// Types: dialect type body running to end of file.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> !foo.bar<a, b
