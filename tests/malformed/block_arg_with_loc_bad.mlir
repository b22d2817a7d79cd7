// Blocks: block argument with a malformed trailing location.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(%a: i32 loc(42)):
  "foo.end"() : () -> ()
}) : () -> ()
