// Scalar float arith: NaN, ±0, min/max families, every cmpf predicate, casts.
func.func @minmax(%a: f32, %b: f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  vector.print %0 : f32
  vector.print %1 : f32
  vector.print %2 : f32
  vector.print %3 : f32
  return
}

func.func @cmp(%a: f64, %b: f64) {
  %0 = arith.cmpf oeq, %a, %b : f64
  %1 = arith.cmpf ogt, %a, %b : f64
  %2 = arith.cmpf oge, %a, %b : f64
  %3 = arith.cmpf olt, %a, %b : f64
  %4 = arith.cmpf ole, %a, %b : f64
  %5 = arith.cmpf one, %a, %b : f64
  %6 = arith.cmpf ord, %a, %b : f64
  %7 = arith.cmpf ueq, %a, %b : f64
  %8 = arith.cmpf ugt, %a, %b : f64
  %9 = arith.cmpf uge, %a, %b : f64
  %10 = arith.cmpf ult, %a, %b : f64
  %11 = arith.cmpf ule, %a, %b : f64
  %12 = arith.cmpf une, %a, %b : f64
  %13 = arith.cmpf uno, %a, %b : f64
  %v = vector.from_elements %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : vector<14xi1>
  vector.print %v : vector<14xi1>
  return
}

func.func @arith(%a: f64, %b: f64) -> f64 {
  %0 = arith.addf %a, %b : f64
  %1 = arith.mulf %0, %a : f64
  %2 = arith.subf %1, %b : f64
  %3 = arith.divf %2, %b : f64
  %4 = arith.negf %3 : f64
  %5 = arith.truncf %4 : f64 to f32
  vector.print %5 : f32
  %6 = arith.extf %5 : f32 to f64
  %7 = arith.fptosi %6 : f64 to i32
  vector.print %7 : i32
  %8 = arith.fptoui %a : f64 to i64
  vector.print %8 : i64
  %9 = arith.bitcast %5 : f32 to i32
  vector.print %9 : i32
  return %4 : f64
}

func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %m = arith.constant -2.5 : f32
  func.call @minmax(%nan, %one) : (f32, f32) -> ()
  func.call @minmax(%one, %nan) : (f32, f32) -> ()
  func.call @minmax(%pz, %nz) : (f32, f32) -> ()
  func.call @minmax(%nz, %pz) : (f32, f32) -> ()
  func.call @minmax(%m, %one) : (f32, f32) -> ()
  %dn = arith.constant 0x7FF8000000000000 : f64
  %d1 = arith.constant 1.5 : f64
  %d2 = arith.constant 2.5 : f64
  func.call @cmp(%d1, %d2) : (f64, f64) -> ()
  func.call @cmp(%d2, %d2) : (f64, f64) -> ()
  func.call @cmp(%dn, %d2) : (f64, f64) -> ()
  %r = func.call @arith(%d1, %d2) : (f64, f64) -> f64
  vector.print %r : f64
  %e = arith.constant 100.0 : f64
  %r2 = func.call @arith(%e, %d1) : (f64, f64) -> f64
  vector.print %r2 : f64
  return
}
