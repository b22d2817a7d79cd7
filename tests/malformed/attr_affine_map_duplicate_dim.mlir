// Attributes: affine_map with a repeated dimension name.
// flags: --allow-unregistered-dialect
"foo.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()
