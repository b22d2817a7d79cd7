// Lexer: non-ASCII bytes at the start of a top-level entity.
// flags: --allow-unregistered-dialect
été = 1
