// Verifier: unregistered op nested in a builtin.module without the flag.
// flags:
module {
  module {
    "bar.baz"() {a = 1} : () -> ()
  }
}
