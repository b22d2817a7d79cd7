// Verifier: two nested modules with the same symbol name.
// flags: --allow-unregistered-dialect
module @a {
}
module @a {
}
