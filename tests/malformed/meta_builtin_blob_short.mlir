// Metadata: builtin resource blob shorter than its alignment header.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: { r: "0x0400" } } #-}
