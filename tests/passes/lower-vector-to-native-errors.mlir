// FLAGS: --lower-vector-to-native
// RECORDED-BY: ods-opt (our own output, reviewed by hand)
func.func @scalable(%a: vector<[4]xf32>, %b: vector<[4]xf32>) -> vector<[4]xf32> {
  %c = arith.addf %a, %b : vector<[4]xf32>
  return %c : vector<[4]xf32>
}
