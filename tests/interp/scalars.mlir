func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func @main() {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.25 : f32
  %c = arith.mulf %a, %b : f32
  func.call @printF32(%c) : (f32) -> ()
  func.call @printComma() : () -> ()
  %big = arith.constant 1.0e7 : f64
  %tiny = arith.constant 3.0e-5 : f64
  %d = arith.divf %big, %tiny : f64
  func.call @printF64(%d) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%tiny) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %i = arith.constant -7 : i64
  %j = arith.constant 3 : i64
  %q = arith.divsi %i, %j : i64
  %r = arith.remsi %i, %j : i64
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %sum = scf.for %k = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %ki = arith.index_cast %k : index to i64
    %sq = arith.muli %ki, %ki : i64
    %n = arith.addi %acc, %sq : i64
    scf.yield %n : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %t = arith.cmpi sgt, %sum, %j : i64
  %v = scf.if %t -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  func.call @printF32(%v) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %te = arith.extui %t : i1 to i64
  func.call @printI64(%te) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
