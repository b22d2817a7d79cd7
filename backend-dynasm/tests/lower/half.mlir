// f16 scalars: held as exact f32 values, rounded to f16 after each
// inexact operation (F16C), loaded/stored as 16 bits.
func.func @ops(%a: f16, %b: f16) {
  %0 = arith.addf %a, %b : f16
  vector.print %0 : f16
  %1 = arith.mulf %a, %b : f16
  vector.print %1 : f16
  %2 = arith.divf %a, %b : f16
  vector.print %2 : f16
  %3 = arith.subf %a, %b : f16
  vector.print %3 : f16
  %4 = arith.maximumf %a, %b : f16
  vector.print %4 : f16
  %5 = arith.cmpf olt, %a, %b : f16
  vector.print %5 : i1
  %6 = arith.extf %2 : f16 to f32
  vector.print %6 : f32
  %7 = arith.bitcast %2 : f16 to i16
  vector.print %7 : i16
  %8 = arith.fptosi %1 : f16 to i32
  vector.print %8 : i32
  return
}

func.func @main() {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 3.0 : f16
  func.call @ops(%a, %b) : (f16, f16) -> ()
  %c = arith.constant 65504.0 : f16
  %d = arith.constant 0.0999755859375 : f16
  func.call @ops(%c, %d) : (f16, f16) -> ()
  %m = memref.alloc() : memref<4xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 1.0e-3 : f32
  %h = arith.truncf %x : f32 to f16
  memref.store %h, %m[%c0] : memref<4xf16>
  %l = memref.load %m[%c0] : memref<4xf16>
  %e = arith.extf %l : f16 to f64
  vector.print %e : f64
  %i = arith.constant 1000 : i32
  %hi = arith.sitofp %i : i32 to f16
  %sq = arith.mulf %hi, %hi : f16
  vector.print %sq : f16
  %bits = arith.constant 15360 : i16
  %one = arith.bitcast %bits : i16 to f16
  vector.print %one : f16
  memref.dealloc %m : memref<4xf16>
  return
}
