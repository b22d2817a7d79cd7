// Attributes: dense_resource without a type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense_resource<blob1>} : () -> ()
