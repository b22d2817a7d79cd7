// cf: assert, br, cond_br (operands, weights, same successor twice)
func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.assert %c, "hello \"x\""
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32):
  cf.cond_br %c weights([3, 5]), ^bb2, ^bb3(%x, %a : i32, i32)
^bb2:
  cf.br ^bb3(%a, %b : i32, i32) {foo}
^bb3(%y: i32, %z: i32):
  cf.br ^bb4
^bb4:
  return %y : i32
}
