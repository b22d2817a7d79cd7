// Attributes: nested dictionary with a non-name key.
// flags: --allow-unregistered-dialect
"foo.op"() {a = {[1] = 2}} : () -> ()
