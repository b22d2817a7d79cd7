// Metadata: section value that is not '{...}'.
// flags: --allow-unregistered-dialect
{-# dialect_resources: 1 #-}
