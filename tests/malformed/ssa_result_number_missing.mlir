// SSA: '#' not followed by an integer.
// flags: --allow-unregistered-dialect
%r:2 = "foo.a"() : () -> (i32, i32)
"foo.use"(%r#) : (i32) -> ()
