// SSA: redefinition of a value (with the 'previously defined here' note).
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
%a = "foo.b"() : () -> i32
