"tst.func"() ({
^entry(%c: i1, %x: i64):
  "tst.cond_br"(%c, %x)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i64) -> ()
^bb1(%y: i64):
  "tst.br"(%y)[^bb3] : (i64) -> ()
^bb2:
  %z = "tst.const"() {value = 7 : i64} : () -> i64
  "tst.br"(%z)[^bb3] : (i64) -> ()
^bb3(%r: i64):
  "tst.return"(%r) : (i64) -> ()
}) : () -> ()
