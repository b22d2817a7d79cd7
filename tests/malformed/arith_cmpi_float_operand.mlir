// Arith: the comparison operand type is checked before inferring the result.
// flags:
func.func @f(%a: f32) {
  %0 = arith.cmpi eq, %a, %a : f32
  return
}
