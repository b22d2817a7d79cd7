// Ops: fewer operand types than operands.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
"foo.op"(%a, %a) : (i32) -> ()
