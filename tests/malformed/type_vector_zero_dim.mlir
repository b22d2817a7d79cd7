// Types: vector with a zero dimension.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<4x0xi32>
