// Lexer: '$' is not a valid token start.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> () $
