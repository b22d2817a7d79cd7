// Arith: compatible but different shapes fail the inferred-type check (two errors).
// flags:
func.func @f(%a: tensor<?xi32>, %b: tensor<4xi32>) {
  %0 = "arith.addi"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}
