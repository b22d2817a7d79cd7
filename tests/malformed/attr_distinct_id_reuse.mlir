// Attributes: one distinct id used for two different attributes.
// flags: --allow-unregistered-dialect
"foo.op"() {a = distinct[0]<1 : i32>, b = distinct[0]<2 : i32>} : () -> ()
