// Arith: a scalable vector constant must be a splat (MLIR 22 spelling).
// flags:
func.func @f() {
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi32>
  return
}
