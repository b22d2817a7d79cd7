// Types: vector missing '>'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<4xf32
