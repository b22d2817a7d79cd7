// Arith: Elementwise rejects mixing scalable and fixed vectors.
// flags:
func.func @f(%a: vector<[4]xi32>) {
  %0 = "arith.addi"(%a, %a) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<4xi32>
  return
}
