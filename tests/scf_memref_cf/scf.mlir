// scf: for (index and integer IVs, unsigned, iter_args), if (results, else, elided yields), while/condition, execute_region
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i1, %x: f32) -> f32 {
  scf.for %i = %lb to %ub step %s {
  }
  %r = scf.for %i = %a to %b step %b iter_args(%acc = %x) -> (f32) : i32 {
    scf.yield %acc : f32
  }
  scf.for unsigned %i = %a to %b step %b : i32 {
  }
  %r2 = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  scf.if %c {
  }
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  }
  %w = scf.while (%arg1 = %x) : (f32) -> f32 {
    scf.condition(%c) %arg1 : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  scf.execute_region {
    scf.yield
  } {foo}
  return %r2 : f32
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i1, %x: f32) {
  scf.for unsigned %i = %lb to %ub step %s {
    "test.foo"(%i) : (index) -> ()
  } {foo = 1}
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%acc = %x, %acc2 = %a) -> (f32, i32) {
    scf.yield %acc, %acc2 : f32, i32
  } {bar}
  %w:2 = scf.while (%arg1 = %x, %arg2 = %a) : (f32, i32) -> (f32, i32) {
    scf.condition(%c) %arg1, %arg2 : f32, i32
  } do {
  ^bb0(%arg3: f32, %arg4: i32):
    scf.yield %arg3, %arg4 : f32, i32
  } attributes {baz}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e:2 = scf.execute_region -> (i32, f32) no_inline {
    scf.yield %a, %x : i32, f32
  }
  %e2 = scf.execute_region -> (i32) {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  %e3 = scf.execute_region -> (i32) {
    scf.yield %a : i32
  } {no_inline}
  %f = scf.execute_region -> ((i32) -> i32) {
    %q = "test.q"() : () -> ((i32) -> i32)
    scf.yield %q : (i32) -> i32
  }
  %r3 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  } {attr}
  scf.if %c {
    scf.yield
  }
  return
}
// -----
// Aliases numbered in the order the custom printers print types.
#m0 = affine_map<(d0) -> (d0 + 1)>
#m1 = affine_map<(d0) -> (d0 + 2)>
#m2 = affine_map<(d0) -> (d0 + 3)>
!t = tuple<i32, f32>
func.func @alias(%a: memref<4xf32, #m0>, %b: memref<4xf32, #m1>, %lb: i64, %c: i1) {
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%x = %b, %y = %a) -> (memref<4xf32, #m1>, memref<4xf32, #m0>) : i64 {
    %t = "test.make"() : () -> !t
    %z = scf.if %c -> (memref<4xf32, #m2>) {
      %q = "test.q"() : () -> memref<4xf32, #m2>
      scf.yield %q : memref<4xf32, #m2>
    } else {
      %q = "test.q"() : () -> memref<4xf32, #m2>
      scf.yield %q : memref<4xf32, #m2>
    }
    scf.yield %x, %y : memref<4xf32, #m1>, memref<4xf32, #m0>
  }
  %w = scf.while (%v = %r#1) : (memref<4xf32, #m0>) -> memref<4xf32, #m0> {
    scf.condition(%c) %v : memref<4xf32, #m0>
  } do {
  ^bb0(%v2: memref<4xf32, #m0>):
    scf.yield %v2 : memref<4xf32, #m0>
  }
  return
}
// -----
// Nested loops, while with different before/after types, multi-block execute_region.
func.func @nest(%n: index, %c: i1, %f: f32, %i: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %x = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
    %t = scf.for %y = %x to %n step %c1 iter_args(%acc2 = %acc) -> (f32) {
      %u = arith.addf %acc2, %acc2 : f32
      scf.yield %u : f32
    }
    scf.yield %t : f32
  }
  %w:2 = scf.while (%a = %i) : (i32) -> (f32, i32) {
    %cond = arith.cmpi slt, %a, %a : i32
    scf.condition(%cond) %f, %a : f32, i32
  } do {
  ^bb0(%b: f32, %d: i32):
    %e = arith.addi %d, %d : i32
    scf.yield %e : i32
  }
  %v = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%s : f32)
  ^bb2:
    cf.br ^bb3(%w#0 : f32)
  ^bb3(%z: f32):
    scf.yield %z : f32
  }
  return %v : f32
}
// -----
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
