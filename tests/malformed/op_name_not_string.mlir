// Ops: an unknown bare identifier is parsed as a custom op.
// flags: --allow-unregistered-dialect
"foo.a"() : () -> ()
bar() : () -> ()
