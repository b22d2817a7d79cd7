// Attributes: affine_map without '->'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_map<(d0) (d0)>} : () -> ()
