"tst.r"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<__elided__> : tensor<3xf32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
