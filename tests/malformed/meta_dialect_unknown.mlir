// Metadata: dialect_resources entry for a dialect that does not exist.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { nodialect: { r: "0x04000000" } } #-}
