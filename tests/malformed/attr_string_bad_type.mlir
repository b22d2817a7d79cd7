// Attributes: string attribute followed by ': non-type'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = "s" : 1} : () -> ()
