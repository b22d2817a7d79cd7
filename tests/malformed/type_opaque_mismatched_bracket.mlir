// Types: dialect type body with '[' closed by '>'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> !foo<[a>
