// Attributes: affine_map multiplying two dimensions.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()
