// opaque type with an empty dialect namespace (pretty form)
// flags: --allow-unregistered-dialect
"a"() {t = !.foo<1>} : () -> ()
