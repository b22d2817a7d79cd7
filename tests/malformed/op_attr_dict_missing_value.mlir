// Ops: attribute entry with '=' but no value.
// flags: --allow-unregistered-dialect
"foo.op"() {a = } : () -> ()
