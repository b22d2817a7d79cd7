"tst.region"() ({
  %r:2 = "tst.two"() : () -> (i32, f64)
  %s, %t:3 = "tst.four"() : () -> (i8, i16, i32, i64)
  "tst.use"(%r#1, %r#0, %t#2, %s) : (f64, i32, i64, i8) -> ()
}) : () -> ()
