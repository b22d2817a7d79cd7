// Verifier: an op with successors that is not last in its block.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.br"()[^bb1] : () -> ()
  "foo.other"() : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
