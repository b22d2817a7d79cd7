// Attributes: affine_set without ':'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_set<(d0) (d0 >= 0)>} : () -> ()
