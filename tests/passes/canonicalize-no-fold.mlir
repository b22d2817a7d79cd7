// FLAGS: --canonicalize=region-simplify=disabled max-iterations=3
func.func @f(%a: i8, %b: i8) -> i1 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.cmpi eq, %0, %1 : i32
  %3 = arith.extui %a : i8 to i16
  %4 = arith.extsi %3 : i16 to i64
  %5 = arith.trunci %4 : i64 to i32
  return %2 : i1
}
