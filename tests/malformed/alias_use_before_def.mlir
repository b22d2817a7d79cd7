// Aliases: alias used before its definition.
// flags: --allow-unregistered-dialect
"foo.op"() {a = #later} : () -> ()
#later = 1
