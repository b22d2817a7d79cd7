// Verifier: builtin.module region with two blocks.
// flags: --allow-unregistered-dialect
"builtin.module"() ({
^bb0:
  "foo.a"() : () -> ()
^bb1:
  "foo.b"() : () -> ()
}) : () -> ()
