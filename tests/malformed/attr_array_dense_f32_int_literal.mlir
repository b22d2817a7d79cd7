// Attributes: array<f32: 1> (integer literal for a float, with note).
// flags: --allow-unregistered-dialect
"foo.op"() {a = array<f32: 1>} : () -> ()
