// Locations: undefined '#loc' alias on a block argument.
// flags: --allow-unregistered-dialect
"foo.f"() ({
^bb0(%x: i32 loc(#undef)):
  "foo.end"() : () -> ()
}) : () -> ()
