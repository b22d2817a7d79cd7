// SSA: forward reference inside a region that is never defined.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.op"(%later) : (i32) -> ()
  "foo.end"() : () -> ()
}) : () -> ()
