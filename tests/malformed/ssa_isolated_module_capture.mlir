// SSA: a nested builtin.module is isolated from above.
// flags: --allow-unregistered-dialect
%a = "foo.a"() : () -> i32
module {
  "foo.use"(%a) : (i32) -> ()
}
