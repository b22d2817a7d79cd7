// Verifier: builtin.module sym_visibility with an invalid value.
// flags: --allow-unregistered-dialect
module @m attributes {sym_visibility = "everywhere"} {
}
