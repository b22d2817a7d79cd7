// Control flow (scf.if/while/execute_region, cf branches, recursion) and
// memrefs (2-D, alloca, subview, copy, globals, strided layouts).
memref.global "private" constant @table : memref<4xi32> = dense<[10, 20, 30, 40]>
memref.global "private" @counter : memref<1xi64> = dense<0>

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %lt -> (i64) {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @collatz(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %r:2 = scf.while (%x = %n, %steps = %z) : (i32, i32) -> (i32, i32) {
    %ne = arith.cmpi ne, %x, %c1 : i32
    scf.condition(%ne) %x, %steps : i32, i32
  } do {
  ^bb0(%y: i32, %s: i32):
    %rem = arith.remui %y, %c2 : i32
    %odd = arith.cmpi eq, %rem, %c1 : i32
    %next = scf.if %odd -> (i32) {
      %t = arith.muli %y, %c3 : i32
      %u = arith.addi %t, %c1 : i32
      scf.yield %u : i32
    } else {
      %h = arith.divui %y, %c2 : i32
      scf.yield %h : i32
    }
    %s1 = arith.addi %s, %c1 : i32
    scf.yield %next, %s1 : i32, i32
  }
  return %r#1 : i32
}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %z = arith.constant 0 : i64
  %done = arith.cmpi eq, %y, %z : i64
  cf.cond_br %done, ^exit(%x : i64), ^step
^step:
  %r = arith.remsi %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @swap_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 1.0 : f64
  %b0 = arith.constant 2.0 : f64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (f64, f64) {
    %s = arith.addf %a, %b : f64
    scf.yield %b, %s : f64, f64
  }
  vector.print %r#0 : f64
  vector.print %r#1 : f64
  return
}

func.func @matrix() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %sub = memref.subview %m[1, 1] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %e = memref.load %sub[%c1, %c1] : memref<2x2xf32, strided<[4, 2], offset: 5>>
  vector.print %e : f32
  %row = vector.load %m[%c1, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.print %row : vector<4xf32>
  %d = memref.alloc(%c3) : memref<?x4xf32>
  %dd = memref.cast %m : memref<3x4xf32> to memref<?x4xf32>
  memref.copy %dd, %d : memref<?x4xf32> to memref<?x4xf32>
  %c2 = arith.constant 2 : index
  %last2 = vector.load %d[%c2, %c0] : memref<?x4xf32>, vector<4xf32>
  vector.print %last2 : vector<4xf32>
  %dim = memref.dim %d, %c0 : memref<?x4xf32>
  vector.print %dim : index
  %u = memref.cast %d : memref<?x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %d : memref<?x4xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @globals() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %t = memref.get_global @table : memref<4xi32>
  %v = vector.load %t[%c0] : memref<4xi32>, vector<4xi32>
  vector.print %v : vector<4xi32>
  %g = memref.get_global @counter : memref<1xi64>
  %x = memref.load %g[%c0] : memref<1xi64>
  %y = arith.constant 5 : i64
  %z = arith.addi %x, %y : i64
  memref.store %z, %g[%c0] : memref<1xi64>
  %w = memref.load %g[%c0] : memref<1xi64>
  vector.print %w : i64
  return
}

func.func @main() {
  %c20 = arith.constant 20 : i64
  %f = func.call @fib(%c20) : (i64) -> i64
  vector.print %f : i64
  %c27 = arith.constant 27 : i32
  %s = func.call @collatz(%c27) : (i32) -> i32
  vector.print %s : i32
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = func.call @gcd(%a, %b) : (i64, i64) -> i64
  vector.print %g : i64
  %c10 = arith.constant 10 : index
  func.call @swap_loop(%c10) : (index) -> ()
  %c0 = arith.constant 0 : index
  func.call @swap_loop(%c0) : (index) -> ()
  func.call @matrix() : () -> ()
  func.call @globals() : () -> ()
  func.call @globals() : () -> ()
  %r = scf.execute_region -> i32 {
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  }
  vector.print %r : i32
  return
}
