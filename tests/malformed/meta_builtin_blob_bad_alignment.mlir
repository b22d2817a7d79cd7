// Metadata: builtin resource blob with a non-power-of-2 alignment.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: { r: "0x0300000001" } } #-}
