// Split input: an alias from one chunk is not visible in the next.
// flags: --allow-unregistered-dialect --split-input-file
#a = 1
"foo.op"() {x = #a} : () -> ()

// -----

"foo.op"() {x = #a} : () -> ()
