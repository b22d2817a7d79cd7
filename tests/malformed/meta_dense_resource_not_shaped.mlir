// Metadata: dense_resource handle with a non-shaped type.
// flags: --allow-unregistered-dialect
"foo.op"() {a = dense_resource<r> : i32} : () -> ()
{-# dialect_resources: { builtin: { r: "0x0400000001" } } #-}
