// Verifier: builtin.module with an operand.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
"builtin.module"(%a) ({
}) : (i32) -> ()
