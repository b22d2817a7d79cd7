// vector.extract with a malformed dynamic index list: the list error, then the op-name note (ViewLikeInterface parseDynamicIndexList)
// flags:
func.func @f(%v: vector<4xf32>) -> f32 {
  %0 = vector.extract %v[1 2] : f32 from vector<4xf32>
  return %0 : f32
}
