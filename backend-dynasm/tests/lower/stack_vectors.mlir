// Calls with more than 8 vector/float arguments: the ones past the 8th go
// on the stack (vectors in 32-byte slots), interleaved with f64, i64 and
// mask arguments; a function passes its own stack-passed vectors on to
// another; n-D vector arguments are unrolled into several native ones.
func.func @weigh(%a0: vector<8xf32>, %a1: vector<8xf32>, %x: f64, %a2: vector<4xf64>,
                 %a3: vector<8xf32>, %k: i64, %a4: vector<8xi32>, %a5: vector<8xf32>,
                 %a6: vector<8xf32>, %y: f32, %a7: vector<8xf32>, %m: vector<8xi1>,
                 %a8: vector<8xf32>, %z: f64, %a9: vector<4xf64>, %j: i64) -> f64 {
  %c1 = arith.constant dense<1.0> : vector<8xf32>
  %w2 = arith.constant dense<2.0> : vector<8xf32>
  %w3 = arith.constant dense<3.0> : vector<8xf32>
  %s0 = arith.addf %a0, %c1 : vector<8xf32>
  %s1 = vector.fma %a1, %w2, %s0 : vector<8xf32>
  %s3 = vector.fma %a3, %w3, %s1 : vector<8xf32>
  %s5 = arith.subf %s3, %a5 : vector<8xf32>
  %s6 = arith.mulf %s5, %a6 : vector<8xf32>
  %s7 = arith.addf %s6, %a7 : vector<8xf32>
  %s8 = arith.select %m, %s7, %a8 : vector<8xi1>, vector<8xf32>
  %r8 = vector.reduction <add>, %s8 : vector<8xf32> into f32
  %i4 = vector.reduction <add>, %a4 : vector<8xi32> into i32
  %d2 = vector.reduction <mul>, %a2 : vector<4xf64> into f64
  %d9 = vector.reduction <maxnumf>, %a9 : vector<4xf64> into f64
  %r8d = arith.extf %r8 : f32 to f64
  %yd = arith.extf %y : f32 to f64
  %i4d = arith.sitofp %i4 : i32 to f64
  %kd = arith.sitofp %k : i64 to f64
  %jd = arith.sitofp %j : i64 to f64
  %t0 = arith.addf %r8d, %i4d : f64
  %t1 = arith.addf %t0, %d2 : f64
  %t2 = arith.mulf %t1, %x : f64
  %t3 = arith.addf %t2, %d9 : f64
  %t4 = arith.subf %t3, %yd : f64
  %t5 = arith.addf %t4, %z : f64
  %t6 = arith.mulf %kd, %jd : f64
  %t7 = arith.addf %t5, %t6 : f64
  return %t7 : f64
}

// Receives its own vectors 9 and 10 on the stack and passes them on.
func.func @relay(%a0: vector<8xf32>, %a1: vector<8xf32>, %a2: vector<8xf32>, %a3: vector<8xf32>,
                 %a4: vector<8xf32>, %a5: vector<8xf32>, %a6: vector<8xf32>, %a7: vector<8xf32>,
                 %a8: vector<8xf32>, %a9: vector<8xf32>, %x: f64) -> f64 {
  %d = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf64>
  %e = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : vector<8xi32>
  %m = arith.constant dense<[true, false, true, true, false, true, false, true]> : vector<8xi1>
  %k = arith.constant 3 : i64
  %j = arith.constant -5 : i64
  %y = arith.constant 0.25 : f32
  %r = func.call @weigh(%a9, %a8, %x, %d, %a7, %k, %e, %a6, %a5, %y, %a4, %m, %a3, %x, %d, %j)
    : (vector<8xf32>, vector<8xf32>, f64, vector<4xf64>, vector<8xf32>, i64, vector<8xi32>,
       vector<8xf32>, vector<8xf32>, f32, vector<8xf32>, vector<8xi1>, vector<8xf32>, f64,
       vector<4xf64>, i64) -> f64
  return %r : f64
}

// n-D arguments: each vector<2x8xf32> is two native vectors.
func.func @wide(%a: vector<2x8xf32>, %b: vector<2x8xf32>, %c: vector<2x8xf32>,
                %d: vector<2x8xf32>, %e: vector<2x8xf32>) -> vector<2x8xf32> {
  %s0 = arith.addf %a, %b : vector<2x8xf32>
  %s1 = arith.mulf %s0, %c : vector<2x8xf32>
  %s2 = arith.subf %s1, %d : vector<2x8xf32>
  %s3 = arith.maximumf %s2, %e : vector<2x8xf32>
  return %s3 : vector<2x8xf32>
}

func.func @pair(%p: vector<8xf32>, %q: vector<8xf32>) -> vector<2x8xf32> {
  %z = arith.constant dense<0.0> : vector<2x8xf32>
  %a = vector.insert %p, %z [0] : vector<8xf32> into vector<2x8xf32>
  %b = vector.insert %q, %a [1] : vector<8xf32> into vector<2x8xf32>
  return %b : vector<2x8xf32>
}

func.func @main() {
  %v0 = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf32>
  %v1 = arith.constant dense<[1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 4.0, -4.0]> : vector<8xf32>
  %v2 = arith.constant dense<[0.5, 0.25, 0.125, 1.0, 2.0, 4.0, 8.0, 16.0]> : vector<8xf32>
  %v3 = arith.constant dense<[9.0, 8.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.0]> : vector<8xf32>
  %v4 = arith.constant dense<[-1.0, -2.0, -3.0, -4.0, 1.0, 2.0, 3.0, 4.0]> : vector<8xf32>
  %v5 = arith.constant dense<[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0]> : vector<8xf32>
  %v6 = arith.constant dense<[2.0, 7.0, 1.0, 8.0, 2.0, 8.0, 1.0, 8.0]> : vector<8xf32>
  %v7 = arith.constant dense<[1.0, 4.0, 1.0, 4.0, 2.0, 1.0, 3.0, 5.0]> : vector<8xf32>
  %v8 = arith.constant dense<[6.0, 6.0, 6.0, 6.0, -6.0, -6.0, -6.0, -6.0]> : vector<8xf32>
  %v9 = arith.constant dense<[0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5]> : vector<8xf32>
  %x = arith.constant 1.25 : f64
  %r = func.call @relay(%v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %x)
    : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>,
       vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, f64) -> f64
  vector.print %r : f64
  // the same arguments in another order: every position is distinguishable
  %r2 = func.call @relay(%v9, %v8, %v7, %v6, %v5, %v4, %v3, %v2, %v1, %v0, %x)
    : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>,
       vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, f64) -> f64
  vector.print %r2 : f64
  %a = func.call @pair(%v0, %v1) : (vector<8xf32>, vector<8xf32>) -> vector<2x8xf32>
  %b = func.call @pair(%v2, %v3) : (vector<8xf32>, vector<8xf32>) -> vector<2x8xf32>
  %c = func.call @pair(%v4, %v5) : (vector<8xf32>, vector<8xf32>) -> vector<2x8xf32>
  %d = func.call @pair(%v6, %v7) : (vector<8xf32>, vector<8xf32>) -> vector<2x8xf32>
  %e = func.call @pair(%v8, %v9) : (vector<8xf32>, vector<8xf32>) -> vector<2x8xf32>
  %w = func.call @wide(%a, %b, %c, %d, %e)
    : (vector<2x8xf32>, vector<2x8xf32>, vector<2x8xf32>, vector<2x8xf32>, vector<2x8xf32>)
    -> vector<2x8xf32>
  vector.print %w : vector<2x8xf32>
  return
}
