// Verifier: symbol redefinition inside a nested module.
// flags: --allow-unregistered-dialect
module @outer {
  module @x {
  }
  "foo.op"() : () -> ()
  module @x {
  }
}
