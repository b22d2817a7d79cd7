// f16 vectors: held as their bits (16-bit lanes), computed as 8×f32 and
// rounded back to f16; 16-lane vectors are split in two by the native
// lowering. Memory, constants, broadcasts, element access, compares,
// selects, conversions, reductions, calls and printing. (No invalid
// operations: their NaN is -nan on x86 and +nan in the interpreter.)
func.func @ops(%a: vector<8xf16>, %b: vector<8xf16>) -> (vector<8xf16>, vector<8xf16>) {
  %0 = arith.addf %a, %b : vector<8xf16>
  vector.print %0 : vector<8xf16>
  %1 = arith.mulf %a, %b : vector<8xf16>
  vector.print %1 : vector<8xf16>
  %2 = arith.divf %a, %b : vector<8xf16>
  vector.print %2 : vector<8xf16>
  %3 = arith.subf %a, %b : vector<8xf16>
  vector.print %3 : vector<8xf16>
  %4 = arith.maximumf %a, %b : vector<8xf16>
  vector.print %4 : vector<8xf16>
  %5 = arith.minnumf %a, %b : vector<8xf16>
  vector.print %5 : vector<8xf16>
  %6 = arith.negf %a : vector<8xf16>
  vector.print %6 : vector<8xf16>
  %7 = arith.cmpf olt, %a, %b : vector<8xf16>
  vector.print %7 : vector<8xi1>
  %8 = arith.select %7, %a, %b : vector<8xi1>, vector<8xf16>
  vector.print %8 : vector<8xf16>
  %9 = arith.extf %2 : vector<8xf16> to vector<8xf32>
  vector.print %9 : vector<8xf32>
  %10 = arith.bitcast %2 : vector<8xf16> to vector<8xi16>
  vector.print %10 : vector<8xi16>
  %11 = arith.fptosi %5 : vector<8xf16> to vector<8xi32>
  vector.print %11 : vector<8xi32>
  %12 = arith.remf %5, %b : vector<8xf16>
  vector.print %12 : vector<8xf16>
  %13 = vector.fma %a, %b, %0 : vector<8xf16>
  vector.print %13 : vector<8xf16>
  %r1 = vector.reduction <add>, %1 : vector<8xf16> into f16
  vector.print %r1 : f16
  %r2 = vector.reduction <mul>, %b : vector<8xf16> into f16
  vector.print %r2 : f16
  %r3 = vector.reduction <maximumf>, %b : vector<8xf16> into f16
  vector.print %r3 : f16
  %e = vector.extract %2[5] : f16 from vector<8xf16>
  vector.print %e : f16
  %i = vector.insert %e, %a [0] : f16 into vector<8xf16>
  vector.print %i : vector<8xf16>
  %f = arith.extf %e : f16 to f64
  %d = arith.extf %0 : vector<8xf16> to vector<8xf64>
  vector.print %d : vector<8xf64>
  vector.print %f : f64
  return %3, %6 : vector<8xf16>, vector<8xf16>
}

func.func @wide(%m: memref<32xf16>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %x = vector.load %m[%c0] : memref<32xf16>, vector<16xf16>
  %y = vector.load %m[%c16] : memref<32xf16>, vector<16xf16>
  %s = arith.addf %x, %y : vector<16xf16>
  %t = arith.mulf %s, %s : vector<16xf16>
  vector.store %t, %m[%c0] : memref<32xf16>, vector<16xf16>
  %h = arith.constant 0.3 : f32
  %hb = vector.broadcast %h : f32 to vector<16xf32>
  %u = arith.truncf %hb : vector<16xf32> to vector<16xf16>
  %z = arith.addf %t, %u : vector<16xf16>
  vector.store %z, %m[%c16] : memref<32xf16>, vector<16xf16>
  return
}

func.func @main() {
  %a = arith.constant dense<[1.0, -2.5, 3.0, 65504.0, 0.1, -0.0, 0x7C00, 1.0e-7]> : vector<8xf16>
  %b = arith.constant dense<[3.0, 0.5, -3.0, 2.0, 0.2, 4.0, 1.0, 0x7E00]> : vector<8xf16>
  %r:2 = func.call @ops(%a, %b) : (vector<8xf16>, vector<8xf16>) -> (vector<8xf16>, vector<8xf16>)
  vector.print %r#0 : vector<8xf16>
  vector.print %r#1 : vector<8xf16>
  // conversions from f32 and integers round to f16
  %f = arith.constant dense<[1.0009765625, 1.00048828125, 1.000732421875, 65520.0, 1.0e-8, 3.0e-5, -7.5, 0.333333333]> : vector<8xf32>
  %g = arith.truncf %f : vector<8xf32> to vector<8xf16>
  vector.print %g : vector<8xf16>
  %n = arith.constant dense<[0, 1, -1, 2049, 65519, 65520, -100000, 7]> : vector<8xi32>
  %h = arith.sitofp %n : vector<8xi32> to vector<8xf16>
  vector.print %h : vector<8xf16>
  // memory: 16-lane vectors through two native halves
  %m = memref.alloc() : memref<32xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f16
    %q = arith.constant 0.125 : f16
    %v = arith.mulf %fi, %q : f16
    memref.store %v, %m[%i] : memref<32xf16>
  }
  func.call @wide(%m) : (memref<32xf16>) -> ()
  %w0 = vector.load %m[%c0] : memref<32xf16>, vector<8xf16>
  vector.print %w0 : vector<8xf16>
  %c8 = arith.constant 8 : index
  %w1 = vector.load %m[%c8] : memref<32xf16>, vector<8xf16>
  vector.print %w1 : vector<8xf16>
  %c16 = arith.constant 16 : index
  %w2 = vector.load %m[%c16] : memref<32xf16>, vector<16xf16>
  vector.print %w2 : vector<16xf16>
  %bc = arith.constant 2.5 : f16
  %bb = vector.broadcast %bc : f16 to vector<4xf16>
  vector.print %bb : vector<4xf16>
  memref.dealloc %m : memref<32xf16>
  // fma rounds once: 1.5 * 0.6669921875 = 1 + 2^-11 (an f16 tie) exactly,
  // and ±2^-24 decides the direction (rounding the f32 sum again would
  // give 1 in lanes 0 and 2)
  %ta = arith.constant dense<[1.5, 1.5, -1.5, 1.5, 2.0, 1.0, 0.5, 3.0]> : vector<8xf16>
  %tb = arith.constant dense<[0.6669921875, 0.6669921875, 0.6669921875, 0.6669921875, 3.0, 1.0, 0.25, -1.0]> : vector<8xf16>
  %tc = arith.constant dense<[5.9604645e-08, -5.9604645e-08, -5.9604645e-08, 0.0, 1.0, -1.0, 0.125, 3.0]> : vector<8xf16>
  %tr = vector.fma %ta, %tb, %tc : vector<8xf16>
  %tbits = arith.bitcast %tr : vector<8xf16> to vector<8xi16>
  vector.print %tbits : vector<8xi16>
  return
}
