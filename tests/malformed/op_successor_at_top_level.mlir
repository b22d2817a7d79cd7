// Ops: successor on an op directly in the module body (undefined there).
// flags: --allow-unregistered-dialect
"foo.br"()[^bb1] : () -> ()
