// Blocks: block argument type differs from an earlier forward use.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.br"(%x)[^bb1] : (i32) -> ()
^bb1(%x: i64):
  "foo.end"() : () -> ()
}) : () -> ()
