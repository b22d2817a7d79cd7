// Attributes: array attribute missing ']'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = [1, 2} : () -> ()
