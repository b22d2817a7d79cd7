// Attributes: affine_map with a non-constant modulus.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_map<(d0, d1) -> (d0 mod d1)>} : () -> ()
