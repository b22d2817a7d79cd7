// Lexer: '@' must be followed by a letter, '_' or a string.
// flags: --allow-unregistered-dialect
"foo.op"() {callee = @1abc} : () -> ()
