// Ops: attribute dictionary key that is the empty string.
// flags: --allow-unregistered-dialect
"foo.op"() {"" = 1} : () -> ()
