// Lexer: '!' without a type name.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> ! 
