// Ops: successor list missing ']'.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.br"()[^bb1 : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
