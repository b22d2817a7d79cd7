// Arith: keyword errors are prefixed, at the current token.
// flags:
func.func @f(%a: f32) {
  %0 = arith.extf %a : f32
    into f64
  return
}
