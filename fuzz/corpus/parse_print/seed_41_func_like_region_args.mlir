"tst.func"() <{function_type = (i32, tensor<?xf32>) -> i32, sym_name = "f"}> ({
^bb0(%a: i32, %t: tensor<?xf32>):
  "tst.return"(%a) : (i32) -> ()
}) : () -> ()
