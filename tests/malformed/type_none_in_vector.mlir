// Types: vector of 'none'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<2xnone>
