// Verifier: an unknown op in the builtin namespace.
// flags:
"builtin.nope"() : () -> ()
