// Verifier: use before definition in the same block of a multi-block region.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
