"tst.oa"() {a = #foo.bar<1, [2], "3">, b = #foo.baz, c = #foo<"raw">, d = #foo.typed<1> : i32, e = #foo.n<{a = <b>}>} : () -> ()
