// Verifier: builtin.module body block with arguments.
// flags: --allow-unregistered-dialect
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
