"builtin.module"() ({
  "builtin.module"() ({
    "tst.x"() : () -> ()
  }) {sym_name = "m"} : () -> ()
}) : () -> ()
