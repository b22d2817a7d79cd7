// Metadata: an unknown external_resources key is accepted; the later op error is reported.
// flags: --allow-unregistered-dialect
{-# external_resources: { mytool: { k: "v" } } #-}
"foo.op"() : (
