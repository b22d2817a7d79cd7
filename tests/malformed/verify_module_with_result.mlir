// Verifier: builtin.module with a result.
// flags: --allow-unregistered-dialect
%m = "builtin.module"() ({
}) : () -> i32
