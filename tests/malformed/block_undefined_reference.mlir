// Blocks: branch to a block that is never defined.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.br"()[^missing] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
