"tst.graph"() ({
  %a = "tst.use"(%b) : (i32) -> i32
  %b = "tst.def"(%a) : (i32) -> i32
}) : () -> ()
