// Lexer: non-ASCII byte after ASCII text on the same line.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 1 €} : () -> ()
