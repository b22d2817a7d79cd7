// Ops: empty successor list '[]'.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  "foo.br"()[] : () -> ()
}) : () -> ()
