// Lexer: type alias with a quoted name is not allowed at top level.
// flags: --allow-unregistered-dialect
!"foo" = i32
