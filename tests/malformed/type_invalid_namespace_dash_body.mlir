// opaque type whose namespace contains a dash (dialect<body> form)
// flags: --allow-unregistered-dialect
"a"() {t = !a-b<"q">} : () -> ()
