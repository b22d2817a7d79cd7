// Lexer: '^' without a block name.
// flags: --allow-unregistered-dialect
"foo.op"() ({
^ :
  "foo.end"() : () -> ()
}) : () -> ()
