// Metadata: unknown top-level section key.
// flags: --allow-unregistered-dialect
{-# frobnicate: {} #-}
