// arith.truncf with a roundingmode: compiled code (a constrained LLVM
// intrinsic, its rounding argument an assumption) rounds to nearest even.
func.func @f(%x: f32) {
  %a = arith.truncf %x to_nearest_even : f32 to f16
  %b = arith.truncf %x downward : f32 to f16
  %c = arith.truncf %x upward : f32 to f16
  %d = arith.truncf %x toward_zero : f32 to f16
  %e = arith.truncf %x to_nearest_away : f32 to f16
  %v = vector.from_elements %a, %b, %c, %d, %e : vector<5xf16>
  %vi = arith.bitcast %v : vector<5xf16> to vector<5xi16>
  vector.print %vi : vector<5xi16>
  return
}
func.func @main() {
  %x = arith.constant 1.00048828125 : f32
  call @f(%x) : (f32) -> ()
  %y = arith.constant -3.14159 : f32
  call @f(%y) : (f32) -> ()
  return
}
