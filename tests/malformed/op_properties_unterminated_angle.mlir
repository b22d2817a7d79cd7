// Ops: properties dictionary not followed by '>'.
// flags: --allow-unregistered-dialect
"foo.op"() <{a = 1}} : () -> ()
