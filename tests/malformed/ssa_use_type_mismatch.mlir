// SSA: a value used with a type different from its definition.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
"foo.use"(%a) : (f32) -> ()
