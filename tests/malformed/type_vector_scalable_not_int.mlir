// Types: scalable vector dimension that is not an integer.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<[?]xf32>
