// Verifier: builtin.unrealized_conversion_cast with a region.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
%b = "builtin.unrealized_conversion_cast"(%a) ({
}) : (i32) -> i64
