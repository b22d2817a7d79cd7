// Arith: punctuation errors are unprefixed.
// flags:
func.func @f(%a: f32) {
  %0 = arith.truncf %a bogus : f32 to f16
  return
}
