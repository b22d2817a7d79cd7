// memrefs whose elements are vectors (LLVM's allocation size: the vector's
// size rounded up to a power of two, so vector<3xi32> takes 16 bytes), and
// vector.type_cast to a memref of one (n-D) vector, loaded and stored.
// (The alignment attributes are for MLIR's lowering, whose vector loads and
// stores assume the vector's natural alignment; the JIT's do not.)
func.func @vecs(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<4xvector<3xi32>>
  %b = memref.alloc(%n) : memref<?xvector<5xi8>>
  %c = memref.alloca() : memref<2x3xvector<3xf16>>
  %d = memref.alloc(%n) {alignment = 32 : i64} : memref<?xvector<8xf32>>
  %e = memref.alloca() : memref<3xvector<4xf64>>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %v = vector.broadcast %ii : i32 to vector<3xi32>
    %st = vector.step : vector<3xindex>
    %sti = arith.index_cast %st : vector<3xindex> to vector<3xi32>
    %w = arith.addi %v, %sti : vector<3xi32>
    %i4 = arith.remui %i, %c2 : index
    %j = arith.addi %i4, %c1 : index
    memref.store %w, %a[%j] : memref<4xvector<3xi32>>
    %i8 = arith.trunci %ii : i32 to i8
    %v8 = vector.broadcast %i8 : i8 to vector<5xi8>
    %s8 = vector.step : vector<5xindex>
    %s8i = arith.index_cast %s8 : vector<5xindex> to vector<5xi8>
    %w8 = arith.muli %v8, %s8i : vector<5xi8>
    memref.store %w8, %b[%i] : memref<?xvector<5xi8>>
    %f = arith.sitofp %ii : i32 to f32
    %vf = vector.broadcast %f : f32 to vector<8xf32>
    %sf = vector.step : vector<8xindex>
    %sfi = arith.index_cast %sf : vector<8xindex> to vector<8xi32>
    %sff = arith.sitofp %sfi : vector<8xi32> to vector<8xf32>
    %wf = arith.subf %vf, %sff : vector<8xf32>
    memref.store %wf, %d[%i] : memref<?xvector<8xf32>>
  }
  %z = arith.constant dense<-7> : vector<3xi32>
  memref.store %z, %a[%c0] : memref<4xvector<3xi32>>
  %c3 = arith.constant 3 : index
  memref.store %z, %a[%c3] : memref<4xvector<3xi32>>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %a[%i] : memref<4xvector<3xi32>>
    vector.print %x : vector<3xi32>
  }
  %x3 = memref.load %a[%c3] : memref<4xvector<3xi32>>
  vector.print %x3 : vector<3xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xvector<5xi8>>
    vector.print %x : vector<5xi8>
    %y = memref.load %d[%i] : memref<?xvector<8xf32>>
    vector.print %y : vector<8xf32>
  }
  %h = arith.constant dense<[1.5, -2.25, 3.0]> : vector<3xf16>
  %h2 = arith.constant dense<[0.5, 0.25, -8.0]> : vector<3xf16>
  memref.store %h, %c[%c0, %c1] : memref<2x3xvector<3xf16>>
  memref.store %h2, %c[%c1, %c2] : memref<2x3xvector<3xf16>>
  memref.store %h2, %c[%c1, %c0] : memref<2x3xvector<3xf16>>
  %hl = memref.load %c[%c0, %c1] : memref<2x3xvector<3xf16>>
  %hm = memref.load %c[%c1, %c2] : memref<2x3xvector<3xf16>>
  %hn = memref.load %c[%c1, %c0] : memref<2x3xvector<3xf16>>
  %hs = arith.addf %hl, %hm : vector<3xf16>
  vector.print %hs : vector<3xf16>
  vector.print %hn : vector<3xf16>
  %q = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf64>
  memref.store %q, %e[%c2] : memref<3xvector<4xf64>>
  %q2 = arith.mulf %q, %q : vector<4xf64>
  memref.store %q2, %e[%c1] : memref<3xvector<4xf64>>
  %ql = memref.load %e[%c2] : memref<3xvector<4xf64>>
  %qm = memref.load %e[%c1] : memref<3xvector<4xf64>>
  vector.print %ql : vector<4xf64>
  vector.print %qm : vector<4xf64>
  memref.dealloc %b : memref<?xvector<5xi8>>
  memref.dealloc %d : memref<?xvector<8xf32>>
  return
}

func.func @casts(%m: memref<2x4xf32>, %r: memref<8xi16>) {
  %tc = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>>
  %all = memref.load %tc[] : memref<vector<2x4xf32>>
  vector.print %all : vector<2x4xf32>
  %dbl = arith.addf %all, %all : vector<2x4xf32>
  memref.store %dbl, %tc[] : memref<vector<2x4xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %row = vector.load %m[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
  vector.print %row : vector<4xf32>
  %t1 = vector.type_cast %r : memref<8xi16> to memref<vector<8xi16>>
  %v = memref.load %t1[] : memref<vector<8xi16>>
  %w = arith.muli %v, %v : vector<8xi16>
  memref.store %w, %t1[] : memref<vector<8xi16>>
  %back = vector.load %r[%c0] : memref<8xi16>, vector<8xi16>
  vector.print %back : vector<8xi16>
  return
}

func.func @copies() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() {alignment = 32 : i64} : memref<2xvector<3xf32>>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %y = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
  memref.store %x, %m[%c0] : memref<2xvector<3xf32>>
  memref.store %y, %m[%c1] : memref<2xvector<3xf32>>
  %a = memref.alloca() {alignment = 32 : i64} : memref<2xvector<3xf32>>
  memref.copy %m, %a : memref<2xvector<3xf32>> to memref<2xvector<3xf32>>
  %s = memref.subview %a[1] [1] [1] : memref<2xvector<3xf32>> to memref<1xvector<3xf32>, strided<[1], offset: 1>>
  %v = memref.load %s[%c0] : memref<1xvector<3xf32>, strided<[1], offset: 1>>
  vector.print %v : vector<3xf32>
  %w = memref.load %a[%c0] : memref<2xvector<3xf32>>
  vector.print %w : vector<3xf32>
  return
}

func.func @main() {
  func.call @copies() : () -> ()
  %c3 = arith.constant 3 : index
  func.call @vecs(%c3) : (index) -> ()
  %c0 = arith.constant 0 : index
  %m = memref.alloca() {alignment = 32 : i64} : memref<2x4xf32>
  %v = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0]]> : vector<2x4xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<2x4xf32>, memref<2x4xf32>
  %r = memref.alloca() {alignment = 32 : i64} : memref<8xi16>
  %s = vector.step : vector<8xindex>
  %si = arith.index_cast %s : vector<8xindex> to vector<8xi16>
  vector.store %si, %r[%c0] : memref<8xi16>, vector<8xi16>
  func.call @casts(%m, %r) : (memref<2x4xf32>, memref<8xi16>) -> ()
  return
}
