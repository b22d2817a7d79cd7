// Ops: generic op name not followed by '('.
// flags: --allow-unregistered-dialect
"foo.op" : () -> ()
