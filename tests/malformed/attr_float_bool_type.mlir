// Attributes: 'true' does not take a ': type' suffix.
// flags: --allow-unregistered-dialect
"foo.op"() {a = true : f32} : () -> ()
