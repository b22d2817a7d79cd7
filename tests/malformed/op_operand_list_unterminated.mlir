// Ops: operand list missing ')'.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
"foo.op"(%a : (i32) -> ()
