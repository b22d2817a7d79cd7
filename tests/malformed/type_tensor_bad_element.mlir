// Types: tensor of 'none'.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tensor<4xnone>
