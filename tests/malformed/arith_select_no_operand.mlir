// Arith: select without operands (wrong-token error, unprefixed).
// flags:
func.func @f(%c: i1, %a: i32) {
  %0 = arith.select
    : i32
  return
}
