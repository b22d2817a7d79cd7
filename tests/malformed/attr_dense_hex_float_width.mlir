// Attributes: dense hex float element too wide for f16.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[0x7FC00000]> : tensor<1xf16>} : () -> ()
