// Lexer: string literal runs to the end of the file.
// flags: --allow-unregistered-dialect
"foo.op"() {a = "abc