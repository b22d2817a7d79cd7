// Attributes: affine_set constraint with two comparison operators.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_set<(d0) : (d0 == 1 >= 0)>} : () -> ()
