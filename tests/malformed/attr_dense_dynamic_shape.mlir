// Attributes: dense literal with a dynamically shaped type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<1> : tensor<?xi32>} : () -> ()
