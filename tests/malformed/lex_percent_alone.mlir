// Lexer: '%' without a name.
// flags: --allow-unregistered-dialect
"foo.op"(% ) : (i32) -> ()
