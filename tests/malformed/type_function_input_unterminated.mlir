// Types: function type input list missing ')'.
// flags: --allow-unregistered-dialect
"foo.op"() : (i32 -> ()
