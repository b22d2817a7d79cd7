// bf16 vectors, as half_vectors.mlir does f16: held as their bits
// (16-bit lanes), computed as 8×f32 and rounded back with integer
// operations (AVX2 has no bf16 conversion); 16-lane vectors are split in
// two by the native lowering. Memory, constants, broadcasts, element
// access, compares, selects, conversions, reductions, calls and printing,
// and bf16 scalars. (No invalid operations: their NaN is -nan on x86 and
// +nan in the interpreter.)
func.func @ops(%a: vector<8xbf16>, %b: vector<8xbf16>) -> (vector<8xbf16>, vector<8xbf16>) {
  %0 = arith.addf %a, %b : vector<8xbf16>
  vector.print %0 : vector<8xbf16>
  %1 = arith.mulf %a, %b : vector<8xbf16>
  vector.print %1 : vector<8xbf16>
  %2 = arith.divf %a, %b : vector<8xbf16>
  vector.print %2 : vector<8xbf16>
  %3 = arith.subf %a, %b : vector<8xbf16>
  vector.print %3 : vector<8xbf16>
  %4 = arith.maximumf %a, %b : vector<8xbf16>
  vector.print %4 : vector<8xbf16>
  %5 = arith.minnumf %a, %b : vector<8xbf16>
  vector.print %5 : vector<8xbf16>
  %6 = arith.negf %a : vector<8xbf16>
  vector.print %6 : vector<8xbf16>
  %7 = arith.cmpf olt, %a, %b : vector<8xbf16>
  vector.print %7 : vector<8xi1>
  %8 = arith.select %7, %a, %b : vector<8xi1>, vector<8xbf16>
  vector.print %8 : vector<8xbf16>
  %9 = arith.extf %2 : vector<8xbf16> to vector<8xf32>
  vector.print %9 : vector<8xf32>
  %10 = arith.bitcast %2 : vector<8xbf16> to vector<8xi16>
  vector.print %10 : vector<8xi16>
  %11 = arith.fptosi %5 : vector<8xbf16> to vector<8xi32>
  vector.print %11 : vector<8xi32>
  %12 = arith.remf %5, %b : vector<8xbf16>
  vector.print %12 : vector<8xbf16>
  %13 = vector.fma %a, %b, %0 : vector<8xbf16>
  vector.print %13 : vector<8xbf16>
  %r1 = vector.reduction <add>, %1 : vector<8xbf16> into bf16
  vector.print %r1 : bf16
  %r2 = vector.reduction <mul>, %b : vector<8xbf16> into bf16
  vector.print %r2 : bf16
  %r3 = vector.reduction <maximumf>, %b : vector<8xbf16> into bf16
  vector.print %r3 : bf16
  %e = vector.extract %2[5] : bf16 from vector<8xbf16>
  vector.print %e : bf16
  %i = vector.insert %e, %a [0] : bf16 into vector<8xbf16>
  vector.print %i : vector<8xbf16>
  %f = arith.extf %e : bf16 to f64
  %d = arith.extf %0 : vector<8xbf16> to vector<8xf64>
  vector.print %d : vector<8xf64>
  vector.print %f : f64
  return %3, %6 : vector<8xbf16>, vector<8xbf16>
}

func.func @wide(%m: memref<32xbf16>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %x = vector.load %m[%c0] : memref<32xbf16>, vector<16xbf16>
  %y = vector.load %m[%c16] : memref<32xbf16>, vector<16xbf16>
  %s = arith.addf %x, %y : vector<16xbf16>
  %t = arith.mulf %s, %s : vector<16xbf16>
  vector.store %t, %m[%c0] : memref<32xbf16>, vector<16xbf16>
  %h = arith.constant 0.3 : f32
  %hb = vector.broadcast %h : f32 to vector<16xf32>
  %u = arith.truncf %hb : vector<16xf32> to vector<16xbf16>
  %z = arith.addf %t, %u : vector<16xbf16>
  vector.store %z, %m[%c16] : memref<32xbf16>, vector<16xbf16>
  return
}

func.func @main() {
  %a = arith.constant dense<[1.0, -2.5, 3.0, 65504.0, 0.1, -0.0, 0x7F80, 1.0e-7]> : vector<8xbf16>
  %b = arith.constant dense<[3.0, 0.5, -3.0, 2.0, 0.2, 4.0, 1.0, 0x7FC0]> : vector<8xbf16>
  %r:2 = func.call @ops(%a, %b) : (vector<8xbf16>, vector<8xbf16>) -> (vector<8xbf16>, vector<8xbf16>)
  vector.print %r#0 : vector<8xbf16>
  vector.print %r#1 : vector<8xbf16>
  // conversions from f32 and integers round to bf16
  %f = arith.constant dense<[1.0009765625, 1.00048828125, 1.000732421875, 65520.0, 1.0e-8, 3.0e-5, -7.5, 0.333333333]> : vector<8xf32>
  %g = arith.truncf %f : vector<8xf32> to vector<8xbf16>
  vector.print %g : vector<8xbf16>
  %n = arith.constant dense<[0, 1, -1, 2049, 65519, 65520, -100000, 7]> : vector<8xi32>
  %h = arith.sitofp %n : vector<8xi32> to vector<8xbf16>
  vector.print %h : vector<8xbf16>
  // memory: 16-lane vectors through two native halves
  %m = memref.alloc() : memref<32xbf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to bf16
    %q = arith.constant 0.125 : bf16
    %v = arith.mulf %fi, %q : bf16
    memref.store %v, %m[%i] : memref<32xbf16>
  }
  func.call @wide(%m) : (memref<32xbf16>) -> ()
  %w0 = vector.load %m[%c0] : memref<32xbf16>, vector<8xbf16>
  vector.print %w0 : vector<8xbf16>
  %c8 = arith.constant 8 : index
  %w1 = vector.load %m[%c8] : memref<32xbf16>, vector<8xbf16>
  vector.print %w1 : vector<8xbf16>
  %c16 = arith.constant 16 : index
  %w2 = vector.load %m[%c16] : memref<32xbf16>, vector<16xbf16>
  vector.print %w2 : vector<16xbf16>
  %bc = arith.constant 2.5 : bf16
  %bb = vector.broadcast %bc : bf16 to vector<4xbf16>
  vector.print %bb : vector<4xbf16>
  memref.dealloc %m : memref<32xbf16>
  // fma is llvm.intr.fmuladd, which LLVM's x86 code generator does not fuse
  // for bf16: 1.0078125 * 1.5 = 1.51171875 (a bf16 tie) rounds to the even
  // 1.515625 first, so -2^-30 does not decide the direction (lanes 0, 2)
  %ta = arith.constant dense<[1.0078125, 1.0078125, -1.0078125, 1.0078125, 2.0, 1.0, 0.5, 3.0]> : vector<8xbf16>
  %tb = arith.constant dense<[1.5, 1.5, 1.5, 1.5, 3.0, 1.0, 0.25, -1.0]> : vector<8xbf16>
  %tc = arith.constant dense<[-9.3132257e-10, 9.3132257e-10, 9.3132257e-10, 0.0, 1.0, -1.0, 0.125, 3.0]> : vector<8xbf16>
  %tr = vector.fma %ta, %tb, %tc : vector<8xbf16>
  %tbits = arith.bitcast %tr : vector<8xbf16> to vector<8xi16>
  vector.print %tbits : vector<8xi16>
  // a product beyond bf16's range: rounded to an infinity before the add
  %oa = arith.constant dense<[0x7F7F, 0x7F7F, 0xFF7F, 0x7F7F]> : vector<4xbf16>
  %ob = arith.constant dense<[2.0, -11.875, 4.0, 1.5]> : vector<4xbf16>
  %oc = arith.constant dense<[0xFF7F, 0xFF80, 0x7F7F, 0xFF7F]> : vector<4xbf16>
  %or = vector.fma %oa, %ob, %oc : vector<4xbf16>
  %obits = arith.bitcast %or : vector<4xbf16> to vector<4xi16>
  vector.print %obits : vector<4xi16>
  // scalars
  %s0 = arith.constant 3.140625 : bf16
  %s1 = arith.constant -0.0078125 : bf16
  %s2 = arith.divf %s0, %s1 : bf16
  vector.print %s2 : bf16
  %s3 = arith.mulf %s0, %s0 : bf16
  vector.print %s3 : bf16
  %s4 = arith.constant 1.0e30 : f64
  %s5 = arith.truncf %s4 : f64 to bf16
  vector.print %s5 : bf16
  %s6 = arith.constant 16777217 : i32
  %s7 = arith.sitofp %s6 : i32 to bf16
  vector.print %s7 : bf16
  %s8 = arith.constant 1073741825 : i32
  %s9 = arith.uitofp %s8 : i32 to bf16
  %s10 = arith.bitcast %s9 : bf16 to i16
  vector.print %s10 : i16
  %s11 = arith.extf %s3 : bf16 to f64
  vector.print %s11 : f64
  %s12 = arith.fptosi %s3 : bf16 to i32
  vector.print %s12 : i32
  %s13 = arith.constant 1.00390625 : f64
  %s14 = arith.truncf %s13 : f64 to bf16
  %s15 = arith.bitcast %s14 : bf16 to i16
  vector.print %s15 : i16
  return
}
