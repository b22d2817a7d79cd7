// Types: 'vector<>' without an element type.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> vector<>
