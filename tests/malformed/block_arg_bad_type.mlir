// Blocks: block argument with an invalid type.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(%a: 42):
  "foo.end"() : () -> ()
}) : () -> ()
