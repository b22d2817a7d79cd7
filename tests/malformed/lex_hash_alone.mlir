// Lexer: '#' without an attribute name.
// flags: --allow-unregistered-dialect
"foo.op"() {a = # } : () -> ()
