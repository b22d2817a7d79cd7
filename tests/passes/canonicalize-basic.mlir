// FLAGS: --canonicalize
func.func @chain(%a: i32, %b: i1) -> (i32, i32, i1, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %1, %c1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %3 = arith.select %b, %f, %t : i1
  %c0 = arith.constant 0 : i32
  %4 = arith.select %b, %c1, %c0 : i32
  %5 = arith.extui %b : i1 to i64
  return %1, %2, %3, %4 : i32, i32, i1, i32
}
func.func @commute(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %c7, %a : i32
  %1 = arith.addi %c7, %0 : i32
  return %1 : i32
}
