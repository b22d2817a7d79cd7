// Attributes: array<i1: 2>.
// flags: --allow-unregistered-dialect
"foo.op"() {a = array<i1: 2>} : () -> ()
