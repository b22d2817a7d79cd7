// 1-D vector ops in the native form: elementwise arith on every element
// type, masks, masked/partial memory ops, element access, reductions.
func.func @fill_f32(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.remui %i, %c7 : index
    %ri = arith.index_cast %r : index to i32
    %f = arith.sitofp %ri : i32 to f32
    %h = arith.constant 2.5 : f32
    %g = arith.subf %f, %h : f32
    memref.store %g, %m[%i] : memref<?xf32>
  }
  return
}

func.func @f32ops(%x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = vector.load %x[%c0] : memref<?xf32>, vector<8xf32>
  %b = vector.load %x[%c3] : memref<?xf32>, vector<8xf32>
  %s = arith.addf %a, %b : vector<8xf32>
  vector.print %s : vector<8xf32>
  %p = arith.mulf %a, %b : vector<8xf32>
  vector.print %p : vector<8xf32>
  %d = arith.divf %a, %b : vector<8xf32>
  vector.print %d : vector<8xf32>
  %mx = arith.maximumf %a, %b : vector<8xf32>
  vector.print %mx : vector<8xf32>
  %mn = arith.minnumf %a, %b : vector<8xf32>
  vector.print %mn : vector<8xf32>
  %ng = arith.negf %a : vector<8xf32>
  vector.print %ng : vector<8xf32>
  %f = vector.fma %a, %b, %s : vector<8xf32>
  vector.print %f : vector<8xf32>
  %m = arith.cmpf olt, %a, %b : vector<8xf32>
  vector.print %m : vector<8xi1>
  %sel = arith.select %m, %a, %b : vector<8xi1>, vector<8xf32>
  vector.print %sel : vector<8xf32>
  %i = arith.fptosi %a : vector<8xf32> to vector<8xi32>
  vector.print %i : vector<8xi32>
  %back = arith.sitofp %i : vector<8xi32> to vector<8xf32>
  vector.print %back : vector<8xf32>
  %r = vector.reduction <add>, %a : vector<8xf32> into f32
  vector.print %r : f32
  %r2 = vector.reduction <mul>, %b : vector<8xf32> into f32
  vector.print %r2 : f32
  %r3 = vector.reduction <maximumf>, %a : vector<8xf32> into f32
  vector.print %r3 : f32
  %acc = arith.constant 100.0 : f32
  %r4 = vector.reduction <add>, %b, %acc : vector<8xf32> into f32
  vector.print %r4 : f32
  %lo = vector.load %x[%c0] : memref<?xf32>, vector<4xf32>
  %lo2 = arith.addf %lo, %lo : vector<4xf32>
  vector.print %lo2 : vector<4xf32>
  %wide = arith.extf %lo2 : vector<4xf32> to vector<4xf64>
  vector.print %wide : vector<4xf64>
  %e3 = vector.extract %a[3] : f32 from vector<8xf32>
  vector.print %e3 : f32
  %ins = vector.insert %e3, %b [7] : f32 into vector<8xf32>
  vector.print %ins : vector<8xf32>
  %bc = vector.broadcast %e3 : f32 to vector<8xf32>
  vector.print %bc : vector<8xf32>
  return
}

func.func @intops() {
  %a = arith.constant dense<[1, -2, 3, -4, 2147483647, -2147483648, 0, 7]> : vector<8xi32>
  %b = arith.constant dense<[3, 3, -1, -1, 1, -1, 0, 31]> : vector<8xi32>
  %s = arith.addi %a, %b : vector<8xi32>
  vector.print %s : vector<8xi32>
  %m = arith.muli %a, %b : vector<8xi32>
  vector.print %m : vector<8xi32>
  %x = arith.xori %a, %b : vector<8xi32>
  vector.print %x : vector<8xi32>
  %mx = arith.maxsi %a, %b : vector<8xi32>
  vector.print %mx : vector<8xi32>
  %mu = arith.minui %a, %b : vector<8xi32>
  vector.print %mu : vector<8xi32>
  %amt = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 31]> : vector<8xi32>
  %sh = arith.shli %a, %amt : vector<8xi32>
  vector.print %sh : vector<8xi32>
  %sr = arith.shrsi %a, %amt : vector<8xi32>
  vector.print %sr : vector<8xi32>
  %su = arith.shrui %a, %amt : vector<8xi32>
  vector.print %su : vector<8xi32>
  %c1 = arith.cmpi slt, %a, %b : vector<8xi32>
  vector.print %c1 : vector<8xi1>
  %c2 = arith.cmpi ule, %a, %b : vector<8xi32>
  vector.print %c2 : vector<8xi1>
  %c3 = arith.cmpi ne, %a, %b : vector<8xi32>
  vector.print %c3 : vector<8xi1>
  %both = arith.andi %c1, %c3 : vector<8xi1>
  vector.print %both : vector<8xi1>
  %r = vector.reduction <add>, %a : vector<8xi32> into i32
  vector.print %r : i32
  %r2 = vector.reduction <maxui>, %a : vector<8xi32> into i32
  vector.print %r2 : i32
  %r3 = vector.reduction <minsi>, %a : vector<8xi32> into i32
  vector.print %r3 : i32
  %r4 = vector.reduction <xor>, %b : vector<8xi32> into i32
  vector.print %r4 : i32
  %w = arith.constant dense<[100, -100, 32767, -32768, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]> : vector<16xi16>
  %w2 = arith.addi %w, %w : vector<16xi16>
  vector.print %w2 : vector<16xi16>
  %wm = arith.muli %w, %w : vector<16xi16>
  vector.print %wm : vector<16xi16>
  %bytes = arith.constant dense<-3> : vector<32xi8>
  %b2 = arith.subi %bytes, %bytes : vector<32xi8>
  %b3 = arith.addi %bytes, %bytes : vector<32xi8>
  vector.print %b3 : vector<32xi8>
  %q = arith.constant dense<[9223372036854775807, -1, 5, -5]> : vector<4xi64>
  %q2 = arith.addi %q, %q : vector<4xi64>
  vector.print %q2 : vector<4xi64>
  %qc = arith.cmpi sgt, %q, %q2 : vector<4xi64>
  vector.print %qc : vector<4xi1>
  %qm = arith.maxsi %q, %q2 : vector<4xi64>
  vector.print %qm : vector<4xi64>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  return
}

func.func @masks(%x: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pass = arith.constant dense<-1.0> : vector<8xf32>
  %m = vector.create_mask %n : vector<8xi1>
  vector.print %m : vector<8xi1>
  %v = vector.maskedload %x[%c2], %m, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %v : vector<8xf32>
  %neg = arith.negf %v : vector<8xf32>
  vector.maskedstore %x[%c0], %m, %neg : memref<?xf32>, vector<8xi1>, vector<8xf32>
  %all = vector.load %x[%c0] : memref<?xf32>, vector<8xf32>
  vector.print %all : vector<8xf32>
  %cm = vector.constant_mask [3] : vector<4xi1>
  vector.print %cm : vector<4xi1>
  %p = vector.load %x[%c0] : memref<?xf32>, vector<3xf32>
  vector.print %p : vector<3xf32>
  %c8 = arith.constant 8 : index
  %k = arith.remui %n, %c8 : index
  %dyn = vector.extract %v[%k] : f32 from vector<8xf32>
  vector.print %dyn : f32
  %ins = vector.insert %dyn, %v [%c2] : f32 into vector<8xf32>
  vector.print %ins : vector<8xf32>
  %ev = vector.extract %m[%c2] : i1 from vector<8xi1>
  vector.print %ev : i1
  %els:3 = vector.to_elements %p : vector<3xf32>
  %fe = vector.from_elements %els#2, %els#1, %els#0, %els#0 : vector<4xf32>
  vector.print %fe : vector<4xf32>
  return
}

func.func @main() {
  %c16 = arith.constant 16 : index
  %x = memref.alloc(%c16) : memref<?xf32>
  func.call @fill_f32(%x) : (memref<?xf32>) -> ()
  func.call @f32ops(%x) : (memref<?xf32>) -> ()
  func.call @intops() : () -> ()
  %c5 = arith.constant 5 : index
  func.call @masks(%x, %c5) : (memref<?xf32>, index) -> ()
  %c9 = arith.constant 9 : index
  func.call @fill_f32(%x) : (memref<?xf32>) -> ()
  func.call @masks(%x, %c9) : (memref<?xf32>, index) -> ()
  vector.print str "done"
  vector.print punctuation <newline>
  memref.dealloc %x : memref<?xf32>
  return
}
