"tst.di"() {a = distinct[0]<"x">, b = distinct[1]<unit>, c = [distinct[0]<"x">, distinct[2]<@s>]} : () -> ()
