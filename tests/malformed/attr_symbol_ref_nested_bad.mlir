// Attributes: nested symbol reference whose tail is not '@name'.
// flags: --allow-unregistered-dialect
"foo.op"() {a = @a::b} : () -> ()
