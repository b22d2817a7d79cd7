// Lexer: a backslash followed by only one hex digit is not an escape.
// flags: --allow-unregistered-dialect
"foo.op"() {a = "\4"} : () -> ()
