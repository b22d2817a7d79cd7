// Scalar integer arith at every width, incl. edge values (no UB cases).
func.func @ops_i32(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b : i32
  vector.print %0 : i32
  %1 = arith.subi %a, %b : i32
  vector.print %1 : i32
  %2 = arith.muli %a, %b : i32
  vector.print %2 : i32
  %3 = arith.andi %a, %b : i32
  vector.print %3 : i32
  %4 = arith.ori %a, %b : i32
  vector.print %4 : i32
  %5 = arith.xori %a, %b : i32
  vector.print %5 : i32
  %6 = arith.maxsi %a, %b : i32
  vector.print %6 : i32
  %7 = arith.minsi %a, %b : i32
  vector.print %7 : i32
  %8 = arith.maxui %a, %b : i32
  vector.print %8 : i32
  %9 = arith.minui %a, %b : i32
  vector.print %9 : i32
  %c = arith.cmpi slt, %a, %b : i32
  vector.print %c : i1
  %d = arith.cmpi ult, %a, %b : i32
  vector.print %d : i1
  %e = arith.cmpi sge, %a, %b : i32
  vector.print %e : i1
  %f = arith.cmpi ne, %a, %b : i32
  vector.print %f : i1
  %g = arith.extsi %a : i32 to i64
  vector.print %g : i64
  %h = arith.extui %a : i32 to i64
  vector.print %h : i64
  %i = arith.trunci %a : i32 to i8
  vector.print %i : i8
  %j = arith.sitofp %a : i32 to f64
  vector.print %j : f64
  %k = arith.uitofp %a : i32 to f32
  vector.print %k : f32
  %s = arith.constant 3 : i32
  %l = arith.shli %a, %s : i32
  vector.print %l : i32
  %m = arith.shrsi %a, %s : i32
  vector.print %m : i32
  %n = arith.shrui %a, %s : i32
  vector.print %n : i32
  return
}

func.func @div_i64(%a: i64, %b: i64) {
  %0 = arith.divsi %a, %b : i64
  vector.print %0 : i64
  %1 = arith.remsi %a, %b : i64
  vector.print %1 : i64
  %2 = arith.divui %a, %b : i64
  vector.print %2 : i64
  %3 = arith.remui %a, %b : i64
  vector.print %3 : i64
  return
}

func.func @narrow(%a: i8, %b: i8) {
  %0 = arith.addi %a, %b : i8
  vector.print %0 : i8
  %1 = arith.muli %a, %b : i8
  vector.print %1 : i8
  %2 = arith.cmpi sgt, %a, %b : i8
  vector.print %2 : i1
  %3 = arith.cmpi ugt, %a, %b : i8
  vector.print %3 : i1
  %4 = arith.extsi %a : i8 to i32
  vector.print %4 : i32
  %5 = arith.extui %a : i8 to i16
  vector.print %5 : i16
  %6 = arith.divsi %a, %b : i8
  vector.print %6 : i8
  %7 = arith.remui %a, %b : i8
  vector.print %7 : i8
  return
}

func.func @bools(%a: i1, %b: i1) {
  %0 = arith.xori %a, %b : i1
  vector.print %0 : i1
  %1 = arith.addi %a, %b : i1
  vector.print %1 : i1
  %2 = arith.extsi %a : i1 to i32
  vector.print %2 : i32
  %3 = arith.extui %a : i1 to i32
  vector.print %3 : i32
  %4 = arith.cmpi slt, %a, %b : i1
  vector.print %4 : i1
  %5 = arith.select %a, %b, %a : i1
  vector.print %5 : i1
  return
}

func.func @main() {
  %x = arith.constant -2147483648 : i32
  %y = arith.constant -1 : i32
  %z = arith.constant 7 : i32
  %w = arith.constant 2147483647 : i32
  func.call @ops_i32(%x, %y) : (i32, i32) -> ()
  func.call @ops_i32(%z, %w) : (i32, i32) -> ()
  func.call @ops_i32(%y, %z) : (i32, i32) -> ()
  %p = arith.constant -9223372036854775807 : i64
  %q = arith.constant 10 : i64
  %r = arith.constant -3 : i64
  func.call @div_i64(%p, %q) : (i64, i64) -> ()
  func.call @div_i64(%q, %r) : (i64, i64) -> ()
  %b1 = arith.constant -128 : i8
  %b2 = arith.constant 3 : i8
  %b3 = arith.constant 127 : i8
  func.call @narrow(%b1, %b2) : (i8, i8) -> ()
  func.call @narrow(%b3, %b1) : (i8, i8) -> ()
  %t = arith.constant true
  %f = arith.constant false
  func.call @bools(%t, %f) : (i1, i1) -> ()
  func.call @bools(%t, %t) : (i1, i1) -> ()
  func.call @bools(%f, %t) : (i1, i1) -> ()
  func.call @main2() : () -> ()
  return
}

func.func @extended(%a: i32, %b: i32) {
  %s, %c = arith.addui_extended %a, %b : i32, i1
  vector.print %s : i32
  vector.print %c : i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  vector.print %l : i32
  vector.print %h : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  vector.print %l2 : i32
  vector.print %h2 : i32
  return
}

func.func @main2() {
  %x = arith.constant -2147483648 : i32
  %y = arith.constant -1 : i32
  %z = arith.constant 7 : i32
  func.call @extended(%x, %y) : (i32, i32) -> ()
  func.call @extended(%z, %y) : (i32, i32) -> ()
  func.call @extended(%z, %z) : (i32, i32) -> ()
  return
}
