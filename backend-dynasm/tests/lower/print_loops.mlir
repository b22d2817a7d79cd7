// vector.print of 0-D vectors (`( x )`) and of index values (unsigned,
// printU64), and scf.for with unsigned and signed bounds across the
// sign boundary of i32 and i8.
func.func @count_u32(%lb: i32, %ub: i32, %st: i32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %c = scf.for unsigned %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i32 {
    %nn = arith.addi %n, %one : i32
    scf.yield %nn : i32
  }
  return %c : i32
}

func.func @count_s32(%lb: i32, %ub: i32, %st: i32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %c = scf.for %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i32 {
    %nn = arith.addi %n, %one : i32
    scf.yield %nn : i32
  }
  return %c : i32
}

func.func @sum_u8(%lb: i8, %ub: i8) -> i32 {
  %z = arith.constant 0 : i32
  %st = arith.constant 3 : i8
  %c = scf.for unsigned %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i8 {
    %e = arith.extui %i : i8 to i32
    %nn = arith.addi %n, %e : i32
    scf.yield %nn : i32
  }
  return %c : i32
}

func.func @main() {
  %f = arith.constant dense<7.5> : vector<f32>
  vector.print %f : vector<f32>
  %i = arith.constant dense<-3> : vector<i32>
  vector.print %i : vector<i32>
  %b = arith.constant dense<true> : vector<i1>
  vector.print %b : vector<i1>
  %x = arith.constant dense<-9> : vector<index>
  vector.print %x : vector<index>
  %n = arith.constant -4 : index
  vector.print %n : index
  %m = arith.constant 12 : index
  vector.print %m : index
  %v = arith.constant dense<[1, -1, 0, -9223372036854775808]> : vector<4xindex>
  vector.print %v : vector<4xindex>
  %v2 = arith.constant dense<[[1, -2], [3, -4]]> : vector<2x2xindex>
  vector.print %v2 : vector<2x2xindex>
  %neg = arith.constant dense<[-1, 2]> : vector<2xi64>
  vector.print %neg : vector<2xi64>
  %lb = arith.constant 2147483640 : i32
  %ub = arith.constant -2147483640 : i32
  %s4 = arith.constant 4 : i32
  %r1 = call @count_u32(%lb, %ub, %s4) : (i32, i32, i32) -> i32
  vector.print %r1 : i32
  %r2 = call @count_s32(%lb, %ub, %s4) : (i32, i32, i32) -> i32
  vector.print %r2 : i32
  %big = arith.constant 268435456 : i32
  %top = arith.constant 1879048184 : i32
  %r3 = call @count_s32(%ub, %top, %big) : (i32, i32, i32) -> i32
  vector.print %r3 : i32
  %r4 = call @count_u32(%ub, %top, %big) : (i32, i32, i32) -> i32
  %z = arith.constant 0 : i32
  %r6 = call @count_u32(%z, %ub, %big) : (i32, i32, i32) -> i32
  vector.print %r6 : i32
  vector.print %r4 : i32
  %l8 = arith.constant 100 : i8
  %u8 = arith.constant -56 : i8
  %r5 = call @sum_u8(%l8, %u8) : (i8, i8) -> i32
  vector.print %r5 : i32
  return
}
