// Arith: an inherent attribute in attr-dict is checked while parsing (twice prefixed).
// flags:
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a {overflowFlags = #arith.fastmath<fast>} : i32
  return
}
