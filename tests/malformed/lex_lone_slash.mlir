// Lexer: a single '/' is not a comment.
// flags: --allow-unregistered-dialect
/ not a comment
"foo.op"() : () -> ()
