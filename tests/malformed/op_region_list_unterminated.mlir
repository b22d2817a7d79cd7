// Ops: region list missing ')'.
// flags: --allow-unregistered-dialect
"foo.op"() ({
  "foo.end"() : () -> ()
} : () -> ()
