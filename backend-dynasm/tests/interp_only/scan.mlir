// vector.scan (mlir-runner's pipeline has no lowering for it: compared
// with the interpreter, which follows MLIR's ScanToArithOps): every
// combining kind, inclusive and exclusive (an inclusive scan ignores the
// initial value, as MLIR's lowering does), reduction along each dimension
// of 2-D and 3-D sources, 1-D sources with a 0-D initial value, f16/bf16,
// i8 wrap-around, NaNs, and rows wider than a register. Every input is
// multiplied by a 1 returned from a function, so that the JIT computes the
// scans rather than the constant folder.
func.func @one_bf16() -> bf16 {
  %c = arith.constant 1.0 : bf16
  return %c : bf16
}
func.func @one_f16() -> f16 {
  %c = arith.constant 1.0 : f16
  return %c : f16
}
func.func @one_f32() -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
func.func @one_f64() -> f64 {
  %c = arith.constant 1.0 : f64
  return %c : f64
}
func.func @one_i16() -> i16 {
  %c = arith.constant 1 : i16
  return %c : i16
}
func.func @one_i32() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @one_i64() -> i64 {
  %c = arith.constant 1 : i64
  return %c : i64
}
func.func @one_i8() -> i8 {
  %c = arith.constant 1 : i8
  return %c : i8
}
func.func @main() {
  %v_c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %v_1 = func.call @one_i32() : () -> i32
  %v_b = vector.broadcast %v_1 : i32 to vector<2x3xi32>
  %v = arith.muli %v_c, %v_b : vector<2x3xi32>
  %i2_c = arith.constant dense<[10, 20]> : vector<2xi32>
  %i2_1 = func.call @one_i32() : () -> i32
  %i2_b = vector.broadcast %i2_1 : i32 to vector<2xi32>
  %i2 = arith.muli %i2_c, %i2_b : vector<2xi32>
  %i3_c = arith.constant dense<[100, 200, 300]> : vector<3xi32>
  %i3_1 = func.call @one_i32() : () -> i32
  %i3_b = vector.broadcast %i3_1 : i32 to vector<3xi32>
  %i3 = arith.muli %i3_c, %i3_b : vector<3xi32>
  %a0, %b0 = vector.scan <add>, %v, %i2 {inclusive = true, reduction_dim = 1} : vector<2x3xi32>, vector<2xi32>
  vector.print %a0 : vector<2x3xi32>
  vector.print %b0 : vector<2xi32>
  %a1, %b1 = vector.scan <add>, %v, %i2 {inclusive = false, reduction_dim = 1} : vector<2x3xi32>, vector<2xi32>
  vector.print %a1 : vector<2x3xi32>
  vector.print %b1 : vector<2xi32>
  %a2, %b2 = vector.scan <mul>, %v, %i3 {inclusive = false, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  vector.print %a2 : vector<2x3xi32>
  vector.print %b2 : vector<3xi32>
  %a3, %b3 = vector.scan <mul>, %v, %i3 {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  vector.print %a3 : vector<2x3xi32>
  vector.print %b3 : vector<3xi32>

  // signed/unsigned min/max and bit ops on i16
  %s_c = arith.constant dense<[[-3, 7, -1, 2], [5, -8, 0, 9]]> : vector<2x4xi16>
  %s_1 = func.call @one_i16() : () -> i16
  %s_b = vector.broadcast %s_1 : i16 to vector<2x4xi16>
  %s = arith.muli %s_c, %s_b : vector<2x4xi16>
  %si_c = arith.constant dense<[1, -1]> : vector<2xi16>
  %si_1 = func.call @one_i16() : () -> i16
  %si_b = vector.broadcast %si_1 : i16 to vector<2xi16>
  %si = arith.muli %si_c, %si_b : vector<2xi16>
  %c0, %d0 = vector.scan <minsi>, %s, %si {inclusive = false, reduction_dim = 1} : vector<2x4xi16>, vector<2xi16>
  vector.print %c0 : vector<2x4xi16>
  vector.print %d0 : vector<2xi16>
  %c1, %d1 = vector.scan <maxui>, %s, %si {inclusive = true, reduction_dim = 1} : vector<2x4xi16>, vector<2xi16>
  vector.print %c1 : vector<2x4xi16>
  vector.print %d1 : vector<2xi16>
  %c2, %d2 = vector.scan <minui>, %s, %si {inclusive = false, reduction_dim = 1} : vector<2x4xi16>, vector<2xi16>
  vector.print %c2 : vector<2x4xi16>
  %c3, %d3 = vector.scan <maxsi>, %s, %si {inclusive = false, reduction_dim = 1} : vector<2x4xi16>, vector<2xi16>
  vector.print %c3 : vector<2x4xi16>
  vector.print %d3 : vector<2xi16>
  %c4, %d4 = vector.scan <xor>, %s, %si {inclusive = false, reduction_dim = 1} : vector<2x4xi16>, vector<2xi16>
  vector.print %c4 : vector<2x4xi16>
  %c5, %d5 = vector.scan <and>, %s, %si {inclusive = true, reduction_dim = 1} : vector<2x4xi16>, vector<2xi16>
  vector.print %c5 : vector<2x4xi16>
  %c6, %d6 = vector.scan <or>, %s, %si {inclusive = false, reduction_dim = 1} : vector<2x4xi16>, vector<2xi16>
  vector.print %c6 : vector<2x4xi16>
  vector.print %d6 : vector<2xi16>

  // i8 wraps; a 1-D source with a 0-D initial value
  %w_c = arith.constant dense<[100, 100, 100, -7, 1]> : vector<5xi8>
  %w_1 = func.call @one_i8() : () -> i8
  %w_b = vector.broadcast %w_1 : i8 to vector<5xi8>
  %w = arith.muli %w_c, %w_b : vector<5xi8>
  %wi_c = arith.constant dense<3> : vector<i8>
  %wi_1 = func.call @one_i8() : () -> i8
  %wi_b = vector.broadcast %wi_1 : i8 to vector<i8>
  %wi = arith.muli %wi_c, %wi_b : vector<i8>
  %e0, %f0 = vector.scan <add>, %w, %wi {inclusive = false, reduction_dim = 0} : vector<5xi8>, vector<i8>
  vector.print %e0 : vector<5xi8>
  vector.print %f0 : vector<i8>
  %e1, %f1 = vector.scan <add>, %w, %wi {inclusive = true, reduction_dim = 0} : vector<5xi8>, vector<i8>
  vector.print %e1 : vector<5xi8>
  vector.print %f1 : vector<i8>
  %q_c = arith.constant dense<[3, -2, 5, 7]> : vector<4xi64>
  %q_1 = func.call @one_i64() : () -> i64
  %q_b = vector.broadcast %q_1 : i64 to vector<4xi64>
  %q = arith.muli %q_c, %q_b : vector<4xi64>
  %qi_c = arith.constant dense<9223372036854775807> : vector<i64>
  %qi_1 = func.call @one_i64() : () -> i64
  %qi_b = vector.broadcast %qi_1 : i64 to vector<i64>
  %qi = arith.muli %qi_c, %qi_b : vector<i64>
  %e2, %f2 = vector.scan <mul>, %q, %qi {inclusive = false, reduction_dim = 0} : vector<4xi64>, vector<i64>
  vector.print %e2 : vector<4xi64>
  vector.print %f2 : vector<i64>

  // floats: add (rounding order), NaN through minimumf/maxnumf
  %x_c = arith.constant dense<[[1.0e8, 1.0, -1.0e8, 0.5], [0.1, 0.2, 0.3, 0.4]]> : vector<2x4xf32>
  %x_1 = func.call @one_f32() : () -> f32
  %x_b = vector.broadcast %x_1 : f32 to vector<2x4xf32>
  %x = arith.mulf %x_c, %x_b : vector<2x4xf32>
  %xi_c = arith.constant dense<[0.25, -0.0]> : vector<2xf32>
  %xi_1 = func.call @one_f32() : () -> f32
  %xi_b = vector.broadcast %xi_1 : f32 to vector<2xf32>
  %xi = arith.mulf %xi_c, %xi_b : vector<2xf32>
  %g0, %h0 = vector.scan <add>, %x, %xi {inclusive = false, reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  vector.print %g0 : vector<2x4xf32>
  vector.print %h0 : vector<2xf32>
  %g1, %h1 = vector.scan <mul>, %x, %xi {inclusive = true, reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  vector.print %g1 : vector<2x4xf32>
  %n_c = arith.constant dense<[[3.0, 0x7FF8000000000000, 1.0], [-0.0, 0.5, -2.0]]> : vector<2x3xf64>
  %n_1 = func.call @one_f64() : () -> f64
  %n_b = vector.broadcast %n_1 : f64 to vector<2x3xf64>
  %n = arith.mulf %n_c, %n_b : vector<2x3xf64>
  %ni_c = arith.constant dense<[2.0, 0.0]> : vector<2xf64>
  %ni_1 = func.call @one_f64() : () -> f64
  %ni_b = vector.broadcast %ni_1 : f64 to vector<2xf64>
  %ni = arith.mulf %ni_c, %ni_b : vector<2xf64>
  %g2, %h2 = vector.scan <minimumf>, %n, %ni {inclusive = false, reduction_dim = 1} : vector<2x3xf64>, vector<2xf64>
  vector.print %g2 : vector<2x3xf64>
  vector.print %h2 : vector<2xf64>
  %g3, %h3 = vector.scan <maxnumf>, %n, %ni {inclusive = true, reduction_dim = 1} : vector<2x3xf64>, vector<2xf64>
  vector.print %g3 : vector<2x3xf64>
  %g4, %h4 = vector.scan <maximumf>, %n, %ni {inclusive = true, reduction_dim = 1} : vector<2x3xf64>, vector<2xf64>
  vector.print %g4 : vector<2x3xf64>
  %ni3_c = arith.constant dense<[-1.0, 0x7FF8000000000000, 5.0]> : vector<3xf64>
  %ni3_1 = func.call @one_f64() : () -> f64
  %ni3_b = vector.broadcast %ni3_1 : f64 to vector<3xf64>
  %ni3 = arith.mulf %ni3_c, %ni3_b : vector<3xf64>
  %g5, %h5 = vector.scan <minnumf>, %n, %ni3 {inclusive = false, reduction_dim = 0} : vector<2x3xf64>, vector<3xf64>
  vector.print %g5 : vector<2x3xf64>
  vector.print %h5 : vector<3xf64>

  // f16 / bf16 (each step rounded)
  %hf_c = arith.constant dense<[0.1, 0.2, 0.3, 1000.0, 0.001]> : vector<5xf16>
  %hf_1 = func.call @one_f16() : () -> f16
  %hf_b = vector.broadcast %hf_1 : f16 to vector<5xf16>
  %hf = arith.mulf %hf_c, %hf_b : vector<5xf16>
  %hfi_c = arith.constant dense<0.7> : vector<f16>
  %hfi_1 = func.call @one_f16() : () -> f16
  %hfi_b = vector.broadcast %hfi_1 : f16 to vector<f16>
  %hfi = arith.mulf %hfi_c, %hfi_b : vector<f16>
  %k0, %l0 = vector.scan <add>, %hf, %hfi {inclusive = false, reduction_dim = 0} : vector<5xf16>, vector<f16>
  vector.print %k0 : vector<5xf16>
  vector.print %l0 : vector<f16>
  %bf_c = arith.constant dense<[[1.1, 2.2, 3.3], [0.5, -0.5, 7.0]]> : vector<2x3xbf16>
  %bf_1 = func.call @one_bf16() : () -> bf16
  %bf_b = vector.broadcast %bf_1 : bf16 to vector<2x3xbf16>
  %bf = arith.mulf %bf_c, %bf_b : vector<2x3xbf16>
  %bfi_c = arith.constant dense<[1.0, 3.0]> : vector<2xbf16>
  %bfi_1 = func.call @one_bf16() : () -> bf16
  %bfi_b = vector.broadcast %bfi_1 : bf16 to vector<2xbf16>
  %bfi = arith.mulf %bfi_c, %bfi_b : vector<2xbf16>
  %k1, %l1 = vector.scan <mul>, %bf, %bfi {inclusive = false, reduction_dim = 1} : vector<2x3xbf16>, vector<2xbf16>
  vector.print %k1 : vector<2x3xbf16>
  vector.print %l1 : vector<2xbf16>

  // 3-D along each dimension
  %t_c = arith.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : vector<2x3x2xi32>
  %t_1 = func.call @one_i32() : () -> i32
  %t_b = vector.broadcast %t_1 : i32 to vector<2x3x2xi32>
  %t = arith.muli %t_c, %t_b : vector<2x3x2xi32>
  %t0i_c = arith.constant dense<[[1, 1], [2, 2], [3, 3]]> : vector<3x2xi32>
  %t0i_1 = func.call @one_i32() : () -> i32
  %t0i_b = vector.broadcast %t0i_1 : i32 to vector<3x2xi32>
  %t0i = arith.muli %t0i_c, %t0i_b : vector<3x2xi32>
  %t1i_c = arith.constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi32>
  %t1i_1 = func.call @one_i32() : () -> i32
  %t1i_b = vector.broadcast %t1i_1 : i32 to vector<2x2xi32>
  %t1i = arith.muli %t1i_c, %t1i_b : vector<2x2xi32>
  %t2i_c = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xi32>
  %t2i_1 = func.call @one_i32() : () -> i32
  %t2i_b = vector.broadcast %t2i_1 : i32 to vector<2x3xi32>
  %t2i = arith.muli %t2i_c, %t2i_b : vector<2x3xi32>
  %m0, %n0 = vector.scan <add>, %t, %t0i {inclusive = false, reduction_dim = 0} : vector<2x3x2xi32>, vector<3x2xi32>
  vector.print %m0 : vector<2x3x2xi32>
  vector.print %n0 : vector<3x2xi32>
  %m1, %n1 = vector.scan <add>, %t, %t1i {inclusive = false, reduction_dim = 1} : vector<2x3x2xi32>, vector<2x2xi32>
  vector.print %m1 : vector<2x3x2xi32>
  vector.print %n1 : vector<2x2xi32>
  %m2, %n2 = vector.scan <mul>, %t, %t2i {inclusive = true, reduction_dim = 2} : vector<2x3x2xi32>, vector<2x3xi32>
  vector.print %m2 : vector<2x3x2xi32>
  vector.print %n2 : vector<2x3xi32>

  // rows wider than a register (16 x f32 along dimension 0)
  %r_c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0],
                             [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
                             [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, -1.0]]> : vector<3x16xf32>
  %r_1 = func.call @one_f32() : () -> f32
  %r_b = vector.broadcast %r_1 : f32 to vector<3x16xf32>
  %r = arith.mulf %r_c, %r_b : vector<3x16xf32>
  %ri_c = arith.constant dense<1.5> : vector<16xf32>
  %ri_1 = func.call @one_f32() : () -> f32
  %ri_b = vector.broadcast %ri_1 : f32 to vector<16xf32>
  %ri = arith.mulf %ri_c, %ri_b : vector<16xf32>
  %p0, %q0 = vector.scan <mul>, %r, %ri {inclusive = false, reduction_dim = 0} : vector<3x16xf32>, vector<16xf32>
  vector.print %p0 : vector<3x16xf32>
  vector.print %q0 : vector<16xf32>
  return
}
