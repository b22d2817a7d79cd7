// Blocks: block argument list with a leading comma.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(, %a: i32):
  "foo.end"() : () -> ()
}) : () -> ()
