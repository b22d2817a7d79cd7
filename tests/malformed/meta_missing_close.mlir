// Metadata: entries not followed by '#-}'.
// flags: --allow-unregistered-dialect
{-# dialect_resources: { builtin: {} } }
