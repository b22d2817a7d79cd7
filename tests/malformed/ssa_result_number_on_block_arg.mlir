// SSA: '#1' applied to a block argument.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(%arg: i32):
  "foo.use"(%arg#1) : (i32) -> ()
}) : () -> ()
