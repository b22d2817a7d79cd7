"a"() {a = dense_resource<"b c"> : tensor<1xi8>, b = dense_resource<"x"> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      "b c": "0x0100000001",
      "x": "0x0100000002"
    }
  },
  external_resources: {
    prov: {
      "k 1": true
    }
  }
#-}
