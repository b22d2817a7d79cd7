// Metadata: junk after the closing '#-}'.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: {} } #-} junk
