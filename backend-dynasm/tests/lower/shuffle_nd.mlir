// vector.shuffle on n-D vectors: rows (leading-dimension slices) of the two
// operands, including rows split into several registers and masks.
func.func @shuf(%a: vector<2x4xf32>, %b: vector<3x4xf32>, %c: vector<2x16xi32>, %d: vector<2x2x3xi8>, %k: vector<2x8xi32>) {
  %s0 = vector.shuffle %a, %b [4, 0, 2, 1, 3] : vector<2x4xf32>, vector<3x4xf32>
  vector.print %s0 : vector<5x4xf32>
  %s1 = vector.shuffle %a, %a [1, 1, 0] : vector<2x4xf32>, vector<2x4xf32>
  vector.print %s1 : vector<3x4xf32>
  %s2 = vector.shuffle %c, %c [3, 0, 2] : vector<2x16xi32>, vector<2x16xi32>
  vector.print %s2 : vector<3x16xi32>
  %s3 = vector.shuffle %d, %d [2, 1] : vector<2x2x3xi8>, vector<2x2x3xi8>
  vector.print %s3 : vector<2x2x3xi8>
  %zero = arith.constant dense<0> : vector<2x8xi32>
  %m = arith.cmpi sgt, %k, %zero : vector<2x8xi32>
  %s4 = vector.shuffle %m, %m [1, 2, 0] : vector<2x8xi1>, vector<2x8xi1>
  vector.print %s4 : vector<3x8xi1>
  // a shuffled value feeding arithmetic
  %s5 = vector.shuffle %b, %a [0, 3] : vector<3x4xf32>, vector<2x4xf32>
  %sum = arith.addf %s5, %a : vector<2x4xf32>
  vector.print %sum : vector<2x4xf32>
  return
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %b = arith.constant dense<[[-1.0, -2.0, -3.0, -4.0], [-5.0, -6.0, -7.0, -8.0], [0.5, 1.5, 2.5, 3.5]]> : vector<3x4xf32>
  %s = vector.step : vector<32xindex>
  %si = arith.index_cast %s : vector<32xindex> to vector<32xi32>
  %c = vector.shape_cast %si : vector<32xi32> to vector<2x16xi32>
  %d = arith.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : vector<2x2x3xi8>
  %k = arith.constant dense<[[1, -1, 2, -2, 3, -3, 0, 4], [-1, 1, -2, 2, -3, 3, 5, 0]]> : vector<2x8xi32>
  func.call @shuf(%a, %b, %c, %d, %k) : (vector<2x4xf32>, vector<3x4xf32>, vector<2x16xi32>, vector<2x2x3xi8>, vector<2x8xi32>) -> ()
  return
}
