// Ops: empty generic op name.
// flags: --allow-unregistered-dialect
""() : () -> ()
