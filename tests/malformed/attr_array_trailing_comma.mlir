// Attributes: array attribute with a trailing comma.
// flags: --allow-unregistered-dialect
"foo.op"() {a = [1, 2, ]} : () -> ()
