// Width-changing vector.bitcast of f16/bf16 vectors of 16 lanes (split in
// pieces of 8): both sides are cut at 128 bits, the halves' register.
func.func @f(%a: vector<16xf16>) {
  %b = vector.bitcast %a : vector<16xf16> to vector<8xi32>
  vector.print %b : vector<8xi32>
  %c = vector.bitcast %b : vector<8xi32> to vector<16xbf16>
  vector.print %c : vector<16xbf16>
  return
}
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0]> : vector<16xf16>
  func.call @f(%a) : (vector<16xf16>) -> ()
  return
}
