// SSA: two forward uses of one value with different types.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.u1"(%v) : (i32) -> ()
  "foo.u2"(%v) : (i64) -> ()
  %v = "foo.def"() : () -> i32
}) : () -> ()
