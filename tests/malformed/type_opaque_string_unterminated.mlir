// Types: dialect type body with an unterminated string.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> !foo<"abc>
