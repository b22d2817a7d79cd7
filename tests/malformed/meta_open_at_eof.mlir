// Metadata: '{-#' at the end of the file.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> ()
{-#