// Attributes: distinct[0] not followed by '<'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = distinct[0] 1} : () -> ()
