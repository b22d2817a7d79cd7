// Metadata: builtin resource value that is not a hex string.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: { r: 1 } } #-}
