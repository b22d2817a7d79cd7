// Split input: errors in two chunks, a valid chunk between them (line numbers are file-global).
// flags: --allow-unregistered-dialect --split-input-file
"foo.op"(%undef) : (i32) -> ()

// -----

"foo.ok"() : () -> ()

// -----

#a = 1
#a = 2
