// Blocks: block argument list missing ')'.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(%a: i32:
  "foo.end"() : () -> ()
}) : () -> ()
