// Verifier: an unregistered dialect op without --allow-unregistered-dialect.
// flags:
"foo.op"() : () -> ()
