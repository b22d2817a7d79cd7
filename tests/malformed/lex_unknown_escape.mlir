// Lexer: unknown escape sequence in a string literal.
// flags: --allow-unregistered-dialect
"foo.op"() {a = "ok\n", b = "\q"} : () -> ()
