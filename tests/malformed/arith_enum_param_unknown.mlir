// Arith: an unknown fastmath flag (two errors, prefixed).
// flags:
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<nnan,bogus> : f32
  return
}
