// saxpy: y = a*x + y on vector<8xf32> with vector.load / vector.store.
// Lines tagged "// @N" and "// @K" are rewritten by jit.sh for size variants.
// Output lines:  RATE saxpy <GFLOP/s>   (one per trial, 2 flops/element)
//                CHECK saxpy <sum(y)>   (y = 2*(i%16) + i%5 after one call)

func.func private @rtclock() -> f64

func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) attributes {passthrough = ["noinline"]} {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %va = vector.broadcast %a : f32 to vector<8xf32>
  scf.for %i = %c0 to %n step %c8 {
    %vx = vector.load %x[%i] : memref<?xf32>, vector<8xf32>
    %vy = vector.load %y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %va, %vx, %vy : vector<8xf32>
    vector.store %r, %y[%i] : memref<?xf32>, vector<8xf32>
  }
  return
}

func.func @noop() {
  return
}

func.func @init(%x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.remui %i, %c16 : index
    %b = arith.remui %i, %c5 : index
    %ai = arith.index_cast %a : index to i32
    %bi = arith.index_cast %b : index to i32
    %af = arith.sitofp %ai : i32 to f32
    %bf = arith.sitofp %bi : i32 to f32
    memref.store %af, %x[%i] : memref<?xf32>
    memref.store %bf, %y[%i] : memref<?xf32>
  }
  return
}

func.func @sum(%y: memref<?xf32>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %y, %c0 : memref<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %y[%i] : memref<?xf32>
    %w = arith.extf %v : f32 to f64
    %a2 = arith.addf %acc, %w : f64
    scf.yield %a2 : f64
  }
  return %s : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4194304 : index // @N
  %k = arith.constant 30 : index // @K
  %trials = arith.constant 5 : index
  %x = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  %y = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  func.call @init(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  %a = arith.constant 2.0 : f32
  // small a for the timing loop so y stays finite
  %asmall = arith.constant 1.0e-6 : f32
  // work per trial in GFLOP: 2 * n * k / 1e9
  %ni = arith.index_cast %n : index to i64
  %ki = arith.index_cast %k : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  %kf = arith.sitofp %ki : i64 to f64
  %two = arith.constant 2.0e-9 : f64
  %w0 = arith.mulf %nf, %kf : f64
  %work = arith.mulf %w0, %two : f64
  func.call @saxpy(%asmall, %x, %y) : (f32, memref<?xf32>, memref<?xf32>) -> ()
  scf.for %t = %c0 to %trials step %c1 {
    %t0 = func.call @rtclock() : () -> f64
    scf.for %r = %c0 to %k step %c1 {
      func.call @saxpy(%asmall, %x, %y) : (f32, memref<?xf32>, memref<?xf32>) -> ()
    }
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %rate = arith.divf %work, %dt : f64
    vector.print str "RATE saxpy "
    vector.print %rate : f64
  }
  func.call @init(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  func.call @saxpy(%a, %x, %y) : (f32, memref<?xf32>, memref<?xf32>) -> ()
  %s = func.call @sum(%y) : (memref<?xf32>) -> f64
  %si = arith.fptosi %s : f64 to i64
  vector.print str "CHECK saxpy "
  vector.print %si : i64
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  return
}
