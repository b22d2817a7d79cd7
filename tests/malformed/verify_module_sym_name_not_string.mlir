// Verifier: builtin.module sym_name that is not a string.
// flags: --allow-unregistered-dialect
"builtin.module"() <{sym_name = 42 : i32}> ({
}) : () -> ()
