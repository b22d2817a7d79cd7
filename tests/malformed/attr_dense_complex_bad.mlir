// Attributes: dense complex element that is not a pair.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense<[(1, 2, 3)]> : tensor<1xcomplex<i32>>} : () -> ()
