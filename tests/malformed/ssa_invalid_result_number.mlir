// SSA: '#N' beyond the number of results of the definition.
// flags: --allow-unregistered-dialect
%r:2 = "foo.a"() : () -> (i32, i32)
"foo.use"(%r#2) : (i32) -> ()
