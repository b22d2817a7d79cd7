// Metadata: builtin resource string that is not hex.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: { r: "hello" } } #-}
