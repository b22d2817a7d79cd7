// Ops: properties '<{...' missing '}>'.
// flags: --allow-unregistered-dialect
"foo.op"() <{a = 1} : () -> ()
