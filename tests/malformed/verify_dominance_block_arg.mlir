// Verifier: block argument used in a block it does not dominate.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1(%arg: i32):
  "foo.end"() : () -> ()
^bb2:
  "foo.use"(%arg) : (i32) -> ()
  "foo.end"() : () -> ()
}) : () -> ()
