// Types: vector dimension list without the 'x' separator.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<4 4xf32>
