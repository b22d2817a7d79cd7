// Aliases: alias definition after an op, with a malformed value.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> ()
#m = affine_map<(d0) -> (d0>
