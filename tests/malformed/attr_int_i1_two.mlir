// Attributes: i1 literal other than 0/1.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 2 : i1} : () -> ()
