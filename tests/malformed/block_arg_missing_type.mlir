// Blocks: block argument without ': type'.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(%a):
  "foo.end"() : () -> ()
}) : () -> ()
