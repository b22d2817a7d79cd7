// Verifier: builtin.module with no region.
// flags: --allow-unregistered-dialect
"builtin.module"() : () -> ()
