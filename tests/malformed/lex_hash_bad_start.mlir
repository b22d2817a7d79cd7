// Lexer: '#' followed by a digit is not an alias.
// flags: --allow-unregistered-dialect
#1a = 1
