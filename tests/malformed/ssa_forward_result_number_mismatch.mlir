// SSA: forward use '%v#3' of a value later defined with fewer results.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.use"(%v#3) : (i32) -> ()
  %v:2 = "foo.def"() : () -> (i32, i32)
}) : () -> ()
