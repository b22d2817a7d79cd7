// Register pressure (20 loop-carried vectors, spilled) and calls with
// arguments on the stack (10 f64 and 9 i64 arguments).
func.func @many(%a0: f64, %a1: f64, %a2: f64, %a3: f64, %a4: f64, %a5: f64, %a6: f64, %a7: f64, %a8: f64, %a9: f64, %i0: i64, %i1: i64, %i2: i64, %i3: i64, %i4: i64, %i5: i64, %i6: i64, %i7: i64, %i8: i64) -> f64 {
  %s1 = arith.addf %a0, %a1 : f64
  %s2 = arith.addf %s1, %a2 : f64
  %s3 = arith.addf %s2, %a3 : f64
  %s4 = arith.addf %s3, %a4 : f64
  %s5 = arith.addf %s4, %a5 : f64
  %s6 = arith.addf %s5, %a6 : f64
  %s7 = arith.addf %s6, %a7 : f64
  %s8 = arith.addf %s7, %a8 : f64
  %s9 = arith.addf %s8, %a9 : f64
  %t1 = arith.muli %i0, %i1 : i64
  %t2 = arith.muli %t1, %i2 : i64
  %t3 = arith.muli %t2, %i3 : i64
  %t4 = arith.muli %t3, %i4 : i64
  %t5 = arith.muli %t4, %i5 : i64
  %t6 = arith.muli %t5, %i6 : i64
  %t7 = arith.muli %t6, %i7 : i64
  %t8 = arith.muli %t7, %i8 : i64
  %tf = arith.sitofp %t8 : i64 to f64
  %r = arith.subf %s9, %tf : f64
  return %r : f64
}

func.func @pressure(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z0 = arith.constant dense<0.0> : vector<8xf32>
  %z1 = arith.constant dense<1.0> : vector<8xf32>
  %z2 = arith.constant dense<2.0> : vector<8xf32>
  %z3 = arith.constant dense<3.0> : vector<8xf32>
  %z4 = arith.constant dense<4.0> : vector<8xf32>
  %z5 = arith.constant dense<5.0> : vector<8xf32>
  %z6 = arith.constant dense<6.0> : vector<8xf32>
  %z7 = arith.constant dense<7.0> : vector<8xf32>
  %z8 = arith.constant dense<8.0> : vector<8xf32>
  %z9 = arith.constant dense<9.0> : vector<8xf32>
  %z10 = arith.constant dense<10.0> : vector<8xf32>
  %z11 = arith.constant dense<11.0> : vector<8xf32>
  %z12 = arith.constant dense<12.0> : vector<8xf32>
  %z13 = arith.constant dense<13.0> : vector<8xf32>
  %z14 = arith.constant dense<14.0> : vector<8xf32>
  %z15 = arith.constant dense<15.0> : vector<8xf32>
  %z16 = arith.constant dense<16.0> : vector<8xf32>
  %z17 = arith.constant dense<17.0> : vector<8xf32>
  %z18 = arith.constant dense<18.0> : vector<8xf32>
  %z19 = arith.constant dense<19.0> : vector<8xf32>
  %r:20 = scf.for %i = %c0 to %n step %c8 iter_args(%acc0 = %z0, %acc1 = %z1, %acc2 = %z2, %acc3 = %z3, %acc4 = %z4, %acc5 = %z5, %acc6 = %z6, %acc7 = %z7, %acc8 = %z8, %acc9 = %z9, %acc10 = %z10, %acc11 = %z11, %acc12 = %z12, %acc13 = %z13, %acc14 = %z14, %acc15 = %z15, %acc16 = %z16, %acc17 = %z17, %acc18 = %z18, %acc19 = %z19) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
    %v = vector.load %m[%i] : memref<?xf32>, vector<8xf32>
    %y0 = vector.fma %v, %acc0, %acc1 : vector<8xf32>
    %y1 = vector.fma %v, %acc1, %acc2 : vector<8xf32>
    %y2 = vector.fma %v, %acc2, %acc3 : vector<8xf32>
    %y3 = vector.fma %v, %acc3, %acc4 : vector<8xf32>
    %y4 = vector.fma %v, %acc4, %acc5 : vector<8xf32>
    %y5 = vector.fma %v, %acc5, %acc6 : vector<8xf32>
    %y6 = vector.fma %v, %acc6, %acc7 : vector<8xf32>
    %y7 = vector.fma %v, %acc7, %acc8 : vector<8xf32>
    %y8 = vector.fma %v, %acc8, %acc9 : vector<8xf32>
    %y9 = vector.fma %v, %acc9, %acc10 : vector<8xf32>
    %y10 = vector.fma %v, %acc10, %acc11 : vector<8xf32>
    %y11 = vector.fma %v, %acc11, %acc12 : vector<8xf32>
    %y12 = vector.fma %v, %acc12, %acc13 : vector<8xf32>
    %y13 = vector.fma %v, %acc13, %acc14 : vector<8xf32>
    %y14 = vector.fma %v, %acc14, %acc15 : vector<8xf32>
    %y15 = vector.fma %v, %acc15, %acc16 : vector<8xf32>
    %y16 = vector.fma %v, %acc16, %acc17 : vector<8xf32>
    %y17 = vector.fma %v, %acc17, %acc18 : vector<8xf32>
    %y18 = vector.fma %v, %acc18, %acc19 : vector<8xf32>
    %y19 = vector.fma %v, %acc19, %acc0 : vector<8xf32>
    scf.yield %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7, %y8, %y9, %y10, %y11, %y12, %y13, %y14, %y15, %y16, %y17, %y18, %y19 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
  }
  %q1 = arith.addf %r#0, %r#1 : vector<8xf32>
  %q2 = arith.addf %q1, %r#2 : vector<8xf32>
  %q3 = arith.addf %q2, %r#3 : vector<8xf32>
  %q4 = arith.addf %q3, %r#4 : vector<8xf32>
  %q5 = arith.addf %q4, %r#5 : vector<8xf32>
  %q6 = arith.addf %q5, %r#6 : vector<8xf32>
  %q7 = arith.addf %q6, %r#7 : vector<8xf32>
  %q8 = arith.addf %q7, %r#8 : vector<8xf32>
  %q9 = arith.addf %q8, %r#9 : vector<8xf32>
  %q10 = arith.addf %q9, %r#10 : vector<8xf32>
  %q11 = arith.addf %q10, %r#11 : vector<8xf32>
  %q12 = arith.addf %q11, %r#12 : vector<8xf32>
  %q13 = arith.addf %q12, %r#13 : vector<8xf32>
  %q14 = arith.addf %q13, %r#14 : vector<8xf32>
  %q15 = arith.addf %q14, %r#15 : vector<8xf32>
  %q16 = arith.addf %q15, %r#16 : vector<8xf32>
  %q17 = arith.addf %q16, %r#17 : vector<8xf32>
  %q18 = arith.addf %q17, %r#18 : vector<8xf32>
  %q19 = arith.addf %q18, %r#19 : vector<8xf32>
  vector.print %q19 : vector<8xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %m = memref.alloc(%c24) : memref<?xf32>
  scf.for %i = %c0 to %c24 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %e = arith.constant 0.125 : f32
    %g = arith.mulf %f, %e : f32
    memref.store %g, %m[%i] : memref<?xf32>
  }
  func.call @pressure(%m) : (memref<?xf32>) -> ()
  %f0 = arith.constant 0.5 : f64
  %f1 = arith.constant 1.5 : f64
  %f2 = arith.constant 2.5 : f64
  %f3 = arith.constant 3.5 : f64
  %f4 = arith.constant 4.5 : f64
  %f5 = arith.constant 5.5 : f64
  %f6 = arith.constant 6.5 : f64
  %f7 = arith.constant 7.5 : f64
  %f8 = arith.constant 8.5 : f64
  %f9 = arith.constant 9.5 : f64
  %j0 = arith.constant 2 : i64
  %j1 = arith.constant 3 : i64
  %j2 = arith.constant 4 : i64
  %j3 = arith.constant 5 : i64
  %j4 = arith.constant 6 : i64
  %j5 = arith.constant 7 : i64
  %j6 = arith.constant 8 : i64
  %j7 = arith.constant 9 : i64
  %j8 = arith.constant 10 : i64
  %res = func.call @many(%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8, %f9, %j0, %j1, %j2, %j3, %j4, %j5, %j6, %j7, %j8) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> f64
  vector.print %res : f64
  memref.dealloc %m : memref<?xf32>
  return
}
