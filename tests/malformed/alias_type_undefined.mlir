// Aliases: use of an undefined type alias.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> !missing
