// Blocks: block label not followed by ':'.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0
  "foo.end"() : () -> ()
}) : () -> ()
