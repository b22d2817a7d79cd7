// Attributes: affine_map floordiv by a dimension.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 floordiv d0)>} : () -> ()
