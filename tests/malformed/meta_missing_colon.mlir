// Metadata: section key not followed by ':'.
// flags: --allow-unregistered-dialect
{-# dialect_resources {} #-}
