// Blocks: the entry block of a region is a branch target.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^entry:
  "foo.br"()[^entry] : () -> ()
}) : () -> ()
