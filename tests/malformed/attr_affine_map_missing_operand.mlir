// Attributes: affine_map binary operator missing its right operand.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_map<(d0) -> (d0 + )>} : () -> ()
