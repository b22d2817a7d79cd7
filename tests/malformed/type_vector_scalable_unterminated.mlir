// Types: scalable vector dimension missing ']'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<[4xf32>
