// Attributes: duplicate key inside a nested dictionary attribute.
// flags: --allow-unregistered-dialect
"foo.op"() {a = {x = 1, x = 2}} : () -> ()
