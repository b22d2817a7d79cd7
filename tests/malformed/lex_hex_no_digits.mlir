// Lexer: '0x' with no hex digits.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 0x : i32} : () -> ()
