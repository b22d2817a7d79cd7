// Lexer: '%1abc' lexes as '%1' followed by 'abc'.
// flags: --allow-unregistered-dialect
"foo.op"(%1abc) : (i32) -> ()
