// Verifier: builtin.module attribute name without a dialect prefix.
// flags: --allow-unregistered-dialect
module attributes {foo = 1} {
}
