"tst.f"() ({
^bb0(%arg0: i32, %arg_1: i32):
  %my.val = "tst.a"(%arg0) : (i32) -> i32
  %x$y-z = "tst.b"(%my.val, %arg_1) : (i32, i32) -> i32
  %42 = "tst.c"() : () -> i1
  "tst.ret"(%x$y-z, %42) : (i32, i1) -> ()
}) : () -> ()
