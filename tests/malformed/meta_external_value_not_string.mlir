// Metadata: external_resources entry whose value is not a string.
// flags: --allow-unregistered-dialect
{-# external_resources: { mytool: { k: 1 } } #-}
