// Verifier: value from a sibling region (forward ref escaping its region).
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.use"(%v) : (i32) -> ()
  "foo.end"() : () -> ()
}, {
  %v = "foo.def"() : () -> i32
  "foo.end"() : () -> ()
}) : () -> ()
