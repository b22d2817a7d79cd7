// Arith: CastOpInterface reports both types.
// flags:
func.func @f(%a: f32, %s: f8E8M0FNU) {
  %0 = arith.scaling_extf %a, %s : f32, f8E8M0FNU to f16
  return
}
