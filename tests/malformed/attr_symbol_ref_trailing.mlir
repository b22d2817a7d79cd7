// Attributes: nested symbol reference ending in '::'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = @a::} : () -> ()
