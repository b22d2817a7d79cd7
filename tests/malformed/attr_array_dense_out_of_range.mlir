// Attributes: array<i8: ...> element out of range.
// flags: --allow-unregistered-dialect
"foo.op"() {a = array<i8: 1, 1000>} : () -> ()
