// SSA: value defined in a region is not visible after it.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  %in = "foo.a"() : () -> i32
}) : () -> ()
"foo.use"(%in) : (i32) -> ()
