// FLAGS: --cse
func.func @dups(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %3 = arith.muli %0, %c1 : i32
  %4 = arith.muli %1, %c1_0 : i32
  %dead = arith.subi %a, %b : i32
  return %3, %4, %2 : i32, i32, i32
}
func.func @attrs(%a: f32) -> (f32, f32, f32) {
  %0 = arith.addf %a, %a fastmath<fast> : f32
  %1 = arith.addf %a, %a : f32
  %2 = arith.addf %a, %a fastmath<fast> : f32
  return %0, %1, %2 : f32, f32, f32
}
