// Lexer: backtick is not a token.
// flags: --allow-unregistered-dialect
"foo.op"() {a = `x`} : () -> ()
