// Split input: a near-miss split marker (four dashes) warning, then an error in the merged chunk.
// flags: --allow-unregistered-dialect --split-input-file
"foo.ok"() : () -> ()
// ----
"foo.op"() : i32
