// Attributes: distinct[] with a non-integer id.
// flags: --allow-unregistered-dialect
"foo.op"() {a = distinct[x]<>} : () -> ()
