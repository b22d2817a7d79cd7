// Attributes: integer literal too large for the default i64.
// flags: --allow-unregistered-dialect
"foo.op"() {a = 99999999999999999999} : () -> ()
