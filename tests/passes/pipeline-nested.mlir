// FLAGS: --pass-pipeline=builtin.module(func.func(canonicalize{top-down=false},cse))
func.func @f(%a: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = arith.addi %a, %c3 : index
  %1 = arith.addi %0, %c4 : index
  %2 = arith.addi %a, %c3 : index
  %3 = arith.addi %2, %c4 : index
  return %1, %3 : index, index
}
func.func @g(%x: i64) -> i64 {
  %m = arith.constant -1 : i64
  %0 = arith.muli %x, %m : i64
  %1 = arith.addi %x, %0 : i64
  return %1 : i64
}
