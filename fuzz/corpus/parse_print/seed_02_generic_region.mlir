"tst.outer"() ({
^bb0(%a: i32, %b: f32):
  %0 = "tst.add"(%a, %a) : (i32, i32) -> i32
  "tst.use"(%0, %b) : (i32, f32) -> ()
  "tst.term"() : () -> ()
}, {
  "tst.empty"() : () -> ()
}) {attr = 1 : i64} : () -> ()
