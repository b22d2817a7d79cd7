// Blocks: duplicate block argument names.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(%a: i32, %a: i64):
  "foo.end"() : () -> ()
}) : () -> ()
