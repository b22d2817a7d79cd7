// Types: vector with a dynamic dimension.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<4x?xf32>
