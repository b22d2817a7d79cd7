// Types: dialect type body with an unbalanced ')'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> !foo<a)b>
