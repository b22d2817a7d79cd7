// Verifier: builtin.unrealized_conversion_cast with no results.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
"builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
