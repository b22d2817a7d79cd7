// SSA: result names may not carry '#N'.
// flags: --allow-unregistered-dialect
%a#0 = "foo.a"() : () -> i32
