// Types: complex without '<'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> complex
