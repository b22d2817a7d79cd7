// Arith: select has no properties.
// flags:
func.func @f(%c: i1, %a: i32) {
  %0 = "arith.select"(%c, %a, %a) <{}> : (i1, i32, i32) -> i32
  return
}
