// Attributes: array<i32: ...> with a float element.
// flags: --allow-unregistered-dialect
"foo.op"() {a = array<i32: 1, 2.5>} : () -> ()
