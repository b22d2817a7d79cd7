"tst.r"() {a = dense_resource<r0> : tensor<1xi8>, b = dense_resource<r1> : tensor<2xf32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      r0: "0x0100000042",
      r1: "0x040000000000803F00000040"
    }
  },
  external_resources: {
    foo: {
      key: "value",
      flag: true
    }
  }
#-}
