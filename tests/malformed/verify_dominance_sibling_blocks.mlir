// Verifier: value from a block that does not dominate the use.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.use"(%v) : (i32) -> ()
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.end"() : () -> ()
}) : () -> ()
