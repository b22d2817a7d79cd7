// opaque attribute whose namespace starts with a dash
// flags: --allow-unregistered-dialect
"a"() {a = #-x.y} : () -> ()
