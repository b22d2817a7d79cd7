// Ops: region body runs to end of file.
// flags: --allow-unregistered-dialect
"foo.op"() ({
  "foo.end"() : () -> ()
