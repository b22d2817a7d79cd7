// Attributes: affine_map using an undeclared dimension.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()
