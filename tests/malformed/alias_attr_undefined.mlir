// Aliases: use of an undefined attribute alias.
// flags: --allow-unregistered-dialect
"foo.op"() {a = #missing} : () -> ()
