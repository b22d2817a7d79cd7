// Ops: region list whose element does not start with '{'.
// flags: --allow-unregistered-dialect
"foo.op"() (1) : () -> ()
