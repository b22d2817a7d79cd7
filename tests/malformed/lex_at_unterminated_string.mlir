// Lexer: '@"...' symbol name that is never closed.
// flags: --allow-unregistered-dialect
"foo.op"() {callee = @"abc} : () -> ()
