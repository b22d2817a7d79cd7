// Verifier: use in a nested region of a value defined in a later block of the parent region.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.wrap"() ({
    "foo.use"(%v) : (i32) -> ()
  }) : () -> ()
  "foo.br"()[^bb1] : () -> ()
^bb1:
  %v = "foo.def"() : () -> i32
  "foo.end"() : () -> ()
}) : () -> ()
