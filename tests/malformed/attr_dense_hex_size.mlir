// Attributes: dense hex string whose size does not fit the type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<"0x010203"> : tensor<2xi32>} : () -> ()
