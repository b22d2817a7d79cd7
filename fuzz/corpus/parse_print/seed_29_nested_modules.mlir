module @outer attributes {foo.attr = "x"} {
  module @inner {
    "tst.op"() : () -> ()
  }
  module {
  }
}
