// Attributes: dense literal without ': type'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<1>} : () -> ()
