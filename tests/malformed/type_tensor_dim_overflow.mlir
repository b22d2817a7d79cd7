// Types: tensor dimension that overflows int64.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tensor<99999999999999999999xf32>
