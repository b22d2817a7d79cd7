// Lexer: string literal broken by a newline.
// flags: --allow-unregistered-dialect
"foo.op"() {a = "abc
"} : () -> ()
