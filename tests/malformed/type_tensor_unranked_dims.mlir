// Types: unranked tensor followed by more dimensions.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> tensor<*x4xf32>
