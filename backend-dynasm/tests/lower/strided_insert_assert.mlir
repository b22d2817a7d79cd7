// vector.insert_strided_slice of a 2-D slice into a 3-D vector (leading
// offset outside the slice's rank), a passing cf.assert.
func.func @main() {
  %small = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %big = arith.constant dense<0> : vector<2x3x4xi32>
  %ins = vector.insert_strided_slice %small, %big {offsets = [1, 1, 2], strides = [1, 1]} : vector<2x2xi32> into vector<2x3x4xi32>
  vector.print %ins : vector<2x3x4xi32>
  %t = arith.constant true
  cf.assert %t, "never"
  return
}
