// Ops: successor list containing an SSA value.
// flags: --allow-unregistered-dialect
"foo.f"() ({
  %a = "foo.a"() : () -> i32
  "foo.br"()[%a] : () -> ()
}) : () -> ()
