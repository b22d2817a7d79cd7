func.func @fill(%M: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %M, %c0 : memref<?x?xf32>
  %m = memref.dim %M, %c1 : memref<?x?xf32>
  scf.for %r = %c0 to %n step %c1 {
    scf.for %s = %c0 to %m step %c1 {
      %r7 = arith.muli %r, %m : index
      %x = arith.addi %r7, %s : index
      %xi = arith.index_cast %x : index to i64
      %xf = arith.sitofp %xi : i64 to f32
      memref.store %xf, %M[%r, %s] : memref<?x?xf32>
    }
  }
  return
}

// dynamic stride, dynamic bounds and step; iv - 1 as a row index
func.func @dyn(%M: memref<?x?xf32>, %c: index, %lb: index, %ub: index, %st: index) -> f32 {
  %z = arith.constant 0.5 : f32
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %lb to %ub step %st iter_args(%a = %z) -> (f32) {
    %v = memref.load %M[%k, %c] : memref<?x?xf32>
    %km = arith.subi %k, %c1 : index
    %w = memref.load %M[%km, %c] : memref<?x?xf32>
    %s = arith.addf %a, %v : f32
    %t = arith.mulf %s, %w : f32
    %u = arith.addf %t, %a : f32
    scf.yield %u : f32
  }
  return %r : f32
}

// dynamic stride, constant steps (unrolled, trip counts not multiples of 4)
func.func @dyn_static_step(%M: memref<?x?xf32>, %c: index, %ub: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a1 = scf.for %k = %c1 to %ub step %c1 iter_args(%a = %z) -> (f32) {
    %v = memref.load %M[%k, %c] : memref<?x?xf32>
    %km = arith.subi %k, %c1 : index
    %w = memref.load %M[%km, %c] : memref<?x?xf32>
    %p = arith.mulf %v, %w : f32
    %s = arith.addf %a, %p : f32
    scf.yield %s : f32
  }
  %a3 = scf.for %k = %c1 to %ub step %c3 iter_args(%a = %a1) -> (f32) {
    %v = memref.load %M[%k, %c] : memref<?x?xf32>
    %s = arith.addf %a, %v : f32
    memref.store %s, %M[%k, %c] : memref<?x?xf32>
    scf.yield %s : f32
  }
  return %a3 : f32
}

// static strides: 2-D scalar and vector accesses, stores through pointers,
// rows walked by the inner loop, columns by the outer one
func.func @stat(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c11 = arith.constant 11 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %M = memref.alloc() : memref<11x16xf32>
  scf.for %r = %c0 to %c11 step %c1 {
    scf.for %s = %c0 to %c16 step %c1 {
      %x = arith.muli %r, %c16 : index
      %y = arith.addi %x, %s : index
      %yi = arith.index_cast %y : index to i64
      %yf = arith.sitofp %yi : i64 to f32
      memref.store %yf, %M[%r, %s] : memref<11x16xf32>
    }
  }
  %v0 = vector.broadcast %z : f32 to vector<8xf32>
  %acc = scf.for %k = %c0 to %c11 step %c1 iter_args(%a = %v0) -> (vector<8xf32>) {
    %b = vector.load %M[%k, %c8] : memref<11x16xf32>, vector<8xf32>
    %e = memref.load %M[%k, %c2] : memref<11x16xf32>
    %eb = vector.broadcast %e : f32 to vector<8xf32>
    %r = vector.fma %eb, %b, %a : vector<8xf32>
    scf.yield %r : vector<8xf32>
  }
  vector.print %acc : vector<8xf32>
  // column loops: the row term is invariant, the iv has stride 1
  scf.for %r = %c1 to %n step %c2 {
    scf.for %s = %c1 to %c16 step %c1 {
      %sm = arith.subi %s, %c1 : index
      %p = memref.load %M[%r, %sm] : memref<11x16xf32>
      %q = memref.load %M[%r, %s] : memref<11x16xf32>
      %t = arith.addf %p, %q : f32
      memref.store %t, %M[%r, %s] : memref<11x16xf32>
    }
  }
  %tot = scf.for %k = %c0 to %c11 step %c1 iter_args(%a = %z) -> (f32) {
    %t = scf.for %s = %c0 to %c16 step %c1 iter_args(%b = %a) -> (f32) {
      %v = memref.load %M[%k, %s] : memref<11x16xf32>
      %w = arith.addf %b, %v : f32
      scf.yield %w : f32
    }
    scf.yield %t : f32
  }
  memref.dealloc %M : memref<11x16xf32>
  return %tot : f32
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c13 = arith.constant 13 : index
  %M = memref.alloc(%c13, %c7) : memref<?x?xf32>
  func.call @fill(%M) : (memref<?x?xf32>) -> ()
  %a = func.call @dyn(%M, %c3, %c1, %c13, %c1) : (memref<?x?xf32>, index, index, index, index) -> f32
  vector.print %a : f32
  %b = func.call @dyn(%M, %c5, %c2, %c13, %c3) : (memref<?x?xf32>, index, index, index, index) -> f32
  vector.print %b : f32
  %c = func.call @dyn(%M, %c2, %c7, %c5, %c2) : (memref<?x?xf32>, index, index, index, index) -> f32
  vector.print %c : f32
  %d = func.call @dyn_static_step(%M, %c2, %c13) : (memref<?x?xf32>, index, index) -> f32
  vector.print %d : f32
  %e = func.call @dyn_static_step(%M, %c5, %c10) : (memref<?x?xf32>, index, index) -> f32
  vector.print %e : f32
  %f = func.call @dyn_static_step(%M, %c1, %c2) : (memref<?x?xf32>, index, index) -> f32
  vector.print %f : f32
  memref.dealloc %M : memref<?x?xf32>
  %g = func.call @stat(%c9) : (index) -> f32
  vector.print %g : f32
  %h = func.call @stat(%c10) : (index) -> f32
  vector.print %h : f32
  return
}
