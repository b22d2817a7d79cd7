// SSA: '#1' applied to a single-result value.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
"foo.use"(%a#1) : (i32) -> ()
