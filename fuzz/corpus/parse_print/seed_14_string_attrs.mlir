"tst.s"() {a = "plain", b = "esc\"aped\\ \n\t\00\FF", c = "with type" : i32, d = "", "quoted name" = "v"} : () -> ()
