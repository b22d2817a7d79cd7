// Lexer: '..' is not an ellipsis.
// flags: --allow-unregistered-dialect
"foo.op"() {a = [1 .. 2]} : () -> ()
