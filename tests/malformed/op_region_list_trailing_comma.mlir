// Ops: region list ending in a comma.
// flags: --allow-unregistered-dialect
"foo.op"() ({
}, ) : () -> ()
