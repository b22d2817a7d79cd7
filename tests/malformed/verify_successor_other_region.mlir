// Verifier: a successor that belongs to a different region.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.inner"() ({
    "foo.br"()[^outer] : () -> ()
  }) : () -> ()
  "foo.end"() : () -> ()
^outer:
  "foo.end"() : () -> ()
}) : () -> ()
