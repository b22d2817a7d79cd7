// SSA: definition type differs from the type of an earlier forward use.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i64
  "foo.end"() : () -> ()
}) : () -> ()
