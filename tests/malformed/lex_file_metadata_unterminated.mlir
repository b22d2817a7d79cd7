// Lexer: '{-#' file metadata never closed.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> ()
{-# dialect_resources: {}
