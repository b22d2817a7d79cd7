// Blocks: two blocks with the same name.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
