// Types: complex missing '>'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> complex<f32
