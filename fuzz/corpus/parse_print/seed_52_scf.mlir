
// scf.index_switch (results, negative cases, implicit and explicit yields, attributes) and
// scf.parallel with scf.reduce / scf.reduce.return (no, one and two reductions).
func.func @switch_parallel(%i: index, %lb: index, %ub: index, %st: index, %f: f32, %m: memref<?x?xf32>) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  case -5 {
    %2 = arith.constant 20 : i32
    scf.yield %2 : i32
  }
  default {
    %3 = arith.constant 30 : i32
    scf.yield %3 : i32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i {foo}
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  %4:2 = scf.index_switch %i -> f32, i32
  default {
    %c = arith.constant 1 : i32
    scf.yield %f, %c : f32, i32
  }
  scf.parallel (%x, %y) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    memref.store %f, %m[%x, %y] : memref<?x?xf32>
  }
  %5 = scf.parallel (%x) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    %v = memref.load %m[%x, %x] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %6:2 = scf.parallel (%x) = (%lb) to (%ub) step (%st) init (%f, %f) -> (f32, f32) {
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    } {r}
  } {attr}
  scf.parallel (%x) = (%lb) to (%ub) step (%st) {
    scf.reduce
  }
  return %0 : i32
}
