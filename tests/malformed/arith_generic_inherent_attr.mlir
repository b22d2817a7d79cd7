// Arith: an inherent attribute in a generic {...} is checked while parsing.
// flags:
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  %1 = "arith.cmpi"(%a, %a) {predicate = 2 : i32} : (i32, i32) -> i1
  return
}
