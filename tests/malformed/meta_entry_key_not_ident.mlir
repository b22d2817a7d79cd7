// Metadata: resource entry key that is an integer.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: { 1: "0x0400000001" } } #-}
