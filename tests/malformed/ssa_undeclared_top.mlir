// SSA: use of a value that is never defined (module body).
// flags: --allow-unregistered-dialect
"foo.op"(%x) : (i32) -> ()
