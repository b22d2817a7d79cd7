// Ops: '%r:x' result group size is not an integer.
// flags: --allow-unregistered-dialect
%r:x = "foo.op"() : () -> i32
