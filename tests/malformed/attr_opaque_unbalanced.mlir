// Attributes: dialect attribute body with unbalanced brackets.
// flags: --allow-unregistered-dialect
"foo.op"() {a = #foo<a(b]>} : () -> ()
