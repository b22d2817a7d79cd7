// Canonicalization of scf.index_switch (FoldConstantCase) and scf.parallel (ParallelOpSingleOrZeroIterationDimsFolder, MergeNestedParallelLoops).
func.func @switch_case(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @switch_default(%a: i32, %b: i32) -> (i32, i32) {
  %c7 = arith.constant 7 : index
  %r:2 = scf.index_switch %c7 -> i32, i32
  case 1 {
    scf.yield %a, %b : i32, i32
  }
  default {
    %x = arith.muli %a, %b : i32
    scf.yield %x, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @switch_no_results(%m: memref<i32>, %v: i32) {
  %c = arith.constant -3 : index
  scf.index_switch %c
  case -3 {
    memref.store %v, %m[] : memref<i32>
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @switch_only_default(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %c0 -> i32
  default {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @switch_dynamic(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @parallel_zero_trip(%f: f32, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i, %j) = (%c0, %c4) to (%c4, %c4) step (%c1, %c1) init (%f) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.addf %l, %r2 : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @parallel_same_bounds(%n: index, %m: memref<?xf32>, %f: f32) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%n) to (%n) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @parallel_single_all(%m: memref<?x?xf32>, %f: f32) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c3, %c4) to (%c4, %c5) step (%c1, %c5) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
// -----
func.func @parallel_single_reduce(%m: memref<?xf32>, %f: f32, %g: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%f, %g) -> (f32, i32) {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.index_cast %i : index to i32
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.mulf %l, %r2 : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r2: i32):
      %s = arith.maxsi %l, %r2 : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
// -----
func.func @parallel_single_reduce_outside(%f: f32, %g: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%f) -> f32 {
    scf.reduce(%g : f32) {
    ^bb0(%l: f32, %r2: f32):
      scf.reduce.return %r2 : f32
    }
  }
  return %r : f32
}
// -----
func.func @parallel_drop_dims(%m: memref<?x?x?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.parallel (%i, %j, %k) = (%c0, %c2, %c0) to (%n, %c8, %c8) step (%c1, %c8, %c2) init (%f) -> f32 {
    %x = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.addf %l, %r2 : f32
      scf.reduce.return %s : f32
    }
  } {mapping = "keep"}
  return %r : f32
}
// -----
func.func @parallel_multi_iter(%m: memref<?xf32>, %f: f32, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c4, %n, %c1) step (%c2, %c1, %s) {
    %x = arith.addi %i, %j : index
    %y = arith.addi %x, %k : index
    memref.store %f, %m[%y] : memref<?xf32>
  }
  return
}
// -----
func.func @parallel_add_nsw(%m: memref<?xf32>, %f: f32, %lb: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  %ub2 = arith.addi %lb, %c4 : index
  %ub3 = arith.addi %lb, %c1 overflow<nsw> : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub2) step (%c4, %c4) {
    %x = arith.addi %i, %j : index
    memref.store %f, %m[%x] : memref<?xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub3) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @parallel_add_negative(%m: memref<?xf32>, %f: f32, %lb: index) {
  %c1 = arith.constant 1 : index
  %cm4 = arith.constant -4 : index
  %ub = arith.addi %lb, %cm4 overflow<nsw> : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @parallel_dynamic_step(%m: memref<?xf32>, %f: f32, %s: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i) = (%c0) to (%c3) step (%s) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%c5) to (%c3) step (%s) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @parallel_wrap(%m: memref<?xf32>, %f: f32) {
  %lb = arith.constant -10 : index
  %ub = arith.constant 9223372036854775807 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @merge_nested(%m: memref<?x?xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c2) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
// -----
func.func @merge_dependent_bounds(%m: memref<?x?xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
// -----
func.func @merge_extra_op(%m: memref<?x?xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
// -----
func.func @merge_reduction(%m: memref<?x?xf32>, %f: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      scf.reduce(%x : f32) {
      ^bb0(%l: f32, %r2: f32):
        %s = arith.addf %l, %r2 : f32
        scf.reduce.return %s : f32
      }
    }
    memref.store %r, %m[%i, %i] : memref<?x?xf32>
  }
  return %f : f32
}
// -----
func.func @merge_after_single(%m: memref<?x?xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) {
    scf.parallel (%k) = (%c0) to (%n) step (%c1) {
      %x = arith.addi %j, %k : index
      memref.store %f, %m[%i, %x] : memref<?x?xf32>
    }
  } {attr}
  return
}
// -----
func.func @switch_nested(%m: memref<?xi32>, %a: i32, %n: index) -> i32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    %x = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
      %y = arith.addi %acc, %a : i32
      scf.yield %y : i32
    }
    %t = arith.constant 5 : i32
    %z = arith.addi %x, %t : i32
    scf.yield %z : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
// -----
func.func @switch_in_loop(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = scf.index_switch %c2 -> i32
    case 2 {
      %k = arith.index_cast %i : index to i32
      scf.yield %k : i32
    }
    default {
      %z = arith.constant 0 : i32
      scf.yield %z : i32
    }
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}
// -----
func.func @single_nested_regions(%m: memref<?x?xf32>, %f: f32, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c2) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c2) to (%c1, %n) step (%c1, %c1) {
      scf.if %c {
        %x = arith.addi %j, %k : index
        memref.store %f, %m[%i, %x] : memref<?x?xf32>
      }
    }
  }
  return
}
// -----
func.func @zero_after_single(%m: memref<?xf32>, %f: f32, %g: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %c0) step (%c1, %c1) init (%g) -> f32 {
    memref.store %f, %m[%i] : memref<?xf32>
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.addf %l, %r2 : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @big_step(%m: memref<?xf32>, %f: f32, %lb: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %c3, %lb overflow<nsw> : index
  scf.parallel (%i, %j) = (%c0, %lb) to (%c10, %ub) step (%c20, %c4) {
    %x = arith.addi %i, %j : index
    memref.store %f, %m[%x] : memref<?xf32>
  }
  return
}
// -----
func.func @partial_reductions(%m: memref<?x?xf32>, %f: f32, %g: f32, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%f, %g) -> (f32, f32) {
    %x = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.addf %l, %r2 : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.maximumf %l, %r2 : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @single_reduce_uses_body(%m: memref<?xf32>, %f: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r = scf.parallel (%i) = (%c5) to (%c6) step (%c1) init (%f) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.mulf %x, %x : f32
    scf.reduce(%y : f32) {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.addf %l, %r2 : f32
      %t = arith.mulf %s, %f : f32
      scf.reduce.return %t : f32
    }
  }
  return %r : f32
}
// -----
func.func @nested_single_in_merge(%m: memref<?x?xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        memref.store %f, %m[%j, %k] : memref<?x?xf32>
      }
    }
  }
  return
}
// -----
func.func @merge_fold_order(%m: memref<?x?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %a = arith.addi %c7, %c9 : index
      %b = arith.muli %c7, %c9 : index
      memref.store %a, %m[%i, %j] : memref<?x?xindex>
      memref.store %b, %m[%j, %i] : memref<?x?xindex>
    }
  }
  %d = arith.subi %c9, %c7 : index
  %e = arith.divui %c9, %c7 : index
  %f = arith.addi %d, %e : index
  return %f : index
}
// -----
func.func @single_fold_order(%m: memref<?x?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %d = arith.subi %c9, %c7 : index
  scf.parallel (%i, %j) = (%c7, %c0) to (%c9, %n) step (%c9, %c1) {
    %a = arith.addi %i, %c9 : index
    %b = arith.muli %i, %c9 : index
    memref.store %a, %m[%i, %j] : memref<?x?xindex>
    memref.store %b, %m[%j, %i] : memref<?x?xindex>
  }
  scf.parallel (%i) = (%c7) to (%c9) step (%c9) {
    %a = arith.subi %i, %c1 : index
    %b = arith.divui %i, %c7 : index
    memref.store %a, %m[%i, %b] : memref<?x?xindex>
  }
  %e = arith.divui %c9, %c7 : index
  %f = arith.addi %d, %e : index
  return %f : index
}
// -----
func.func @switch_fold_order(%m: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %d = arith.subi %c9, %c7 : index
  %r = scf.index_switch %c1 -> index
  case 1 {
    %a = arith.muli %c9, %c7 : index
    %b = arith.addi %a, %c1 : index
    memref.store %a, %m[%b] : memref<?xindex>
    scf.yield %b : index
  }
  default {
    scf.yield %c0 : index
  }
  %e = arith.divui %c9, %c7 : index
  %f = arith.addi %r, %e : index
  return %f : index
}
// -----
func.func @switch_constants_moved(%m: memref<i64>) -> (i64, i64) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = scf.index_switch %c3 -> i64
  case 3 {
    %x = arith.constant 30 : i64
    memref.store %x, %m[] : memref<i64>
    scf.yield %x : i64
  }
  default {
    %y = arith.constant 0 : i64
    scf.yield %y : i64
  }
  %b = scf.index_switch %c4 -> i64
  case 3 {
    %x = arith.constant 30 : i64
    scf.yield %x : i64
  }
  default {
    %y = arith.constant 40 : i64
    %z = arith.constant 30 : i64
    %s = arith.addi %y, %z : i64
    scf.yield %s : i64
  }
  return %a, %b : i64, i64
}
