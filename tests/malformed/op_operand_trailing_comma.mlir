// Ops: trailing comma in the operand list.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
"foo.op"(%a, ) : (i32) -> ()
