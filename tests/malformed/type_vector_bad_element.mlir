// Types: vector of a tensor.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<4xtensor<4xf32>>
