// opaque attribute with an empty dialect namespace
// flags: --allow-unregistered-dialect
"a"() {a = #.b : i32} : () -> ()
