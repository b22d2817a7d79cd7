// Metadata: resource entry key not followed by ':'.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: { r "0x0400000001" } } #-}
