// Arith: a lexer error inside #arith.overflow<...> is the only error.
// flags:
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<ns%, nuw> : i32
  return
}
