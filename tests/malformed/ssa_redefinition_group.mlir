// SSA: redefinition of a value defined by a result group.
// flags: --allow-unregistered-dialect
%a:2 = "foo.a"() : () -> (i32, i32)
%b, %a = "foo.b"() : () -> (i32, i32)
