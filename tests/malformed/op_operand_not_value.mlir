// Ops: a non-SSA token inside the operand list.
// flags: --allow-unregistered-dialect
"foo.op"(1) : (i32) -> ()
