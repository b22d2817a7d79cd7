// Canonicalization of scf.for: loops known to run zero times (same bounds, constant bounds, a negative or zero step, ub = lb + c), once (inlined, the induction variable replaced by the lower bound; signed and unsigned comparisons, non-index bounds) or more times with an empty body yielding outside values; iter_args that are yielded unchanged, yield their initial value, are unused, or duplicate an earlier one; and the cases where no pattern applies.
func.func private @use(index)
func.func private @usei(i32)
func.func @zero_same_bounds(%a: index, %s: index, %x: f32) -> f32 {
  %r = scf.for %i = %a to %a step %s iter_args(%v = %x) -> (f32) {
    %y = arith.addf %v, %v : f32
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @zero_const_bounds(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c5 to %c2 step %c1 iter_args(%v = %x) -> (i32) {
    %y = arith.addi %v, %v : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func private @use(index)
func.func @zero_equal_const_bounds(%s: index) {
  %c4 = arith.constant 4 : index
  %c4b = arith.constant 4 : index
  scf.for %i = %c4 to %c4b step %s {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @single_iteration(%m: memref<8xf32>, %x: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c3 to %c4 step %c1 iter_args(%v = %x) -> (f32) {
    func.call @use(%i) : (index) -> ()
    memref.store %v, %m[%i] : memref<8xf32>
    %y = arith.mulf %v, %v : f32
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func private @use(index)
func.func @single_iteration_big_step() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c10 step %c16 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @two_iterations() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c10 step %c5 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @single_iteration_add(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @add_without_nsw(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @unsigned_add_nuw(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nuw> : index
  scf.for unsigned %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @signed_add_nuw(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nuw> : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @usei(i32)
func.func @signed_negative_bounds() {
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %cm1 to %c1 step %c1 : i32 {
    func.call @usei(%i) : (i32) -> ()
  }
  return
}
// -----
func.func private @usei(i32)
func.func @unsigned_negative_lb() {
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  scf.for unsigned %i = %cm1 to %c1 step %c1 : i32 {
    func.call @usei(%i) : (i32) -> ()
  }
  return
}
// -----
func.func private @usei(i32)
func.func @unsigned_single(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c2 = arith.constant -2147483648 : i32
  %r = scf.for unsigned %i = %c0 to %cm1 step %c2 iter_args(%v = %x) -> (i32) : i32 {
    func.call @usei(%i) : (i32) -> ()
    %y = arith.addi %v, %i : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func private @usei(i32)
func.func @negative_step() {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %c0 to %c4 step %cm1 : i32 {
    func.call @usei(%i) : (i32) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @dynamic_step_const_bounds(%s: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %s {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @dynamic_bounds(%a: index, %b: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %a to %b step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use1(i1)
func.func @i1_bounds() {
  %f = arith.constant false
  %t = arith.constant true
  scf.for unsigned %i = %f to %t step %t : i1 {
    func.call @use1(%i) : (i1) -> ()
  }
  return
}
// -----
func.func private @use2(i2)
func.func @i2_single() {
  %c0 = arith.constant 0 : i2
  %c1 = arith.constant 1 : i2
  scf.for %i = %c0 to %c1 step %c1 : i2 {
    func.call @use2(%i) : (i2) -> ()
  }
  return
}
// -----
func.func private @use8(i8)
func.func @i8_wrapping_diff() {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 100 : i8
  scf.for %i = %lb to %ub step %s : i8 {
    func.call @use8(%i) : (i8) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @commuted_add(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %c1, %lb overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func private @use(index)
func.func @zero_step() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c0 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
// -----
func.func @empty_loop_yields_iv(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}
// -----
func.func @same_init_different_yield(%lb: index, %ub: index, %s: index, %x: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %a, %b : f32
    %z = arith.mulf %a, %b : f32
    scf.yield %y, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @empty_loop_outside_values(%x: f32, %y: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @empty_loop_dynamic(%lb: index, %ub: index, %x: f32, %y: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (f32) {
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @iter_arg_yielded(%lb: index, %ub: index, %s: index, %x: f32, %m: memref<8xf32>) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    scf.yield %a : f32
  }
  return %r : f32
}
// -----
func.func @init_yielded(%lb: index, %ub: index, %s: index, %x: f32, %y: f32, %m: memref<8xf32>) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    %z = arith.addf %b, %a : f32
    scf.yield %x, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @unused_iter_arg(%lb: index, %ub: index, %s: index, %x: f32, %y: f32) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %z = arith.addf %a, %a : f32
    %w = arith.mulf %z, %z : f32
    scf.yield %z, %w : f32, f32
  }
  return %r#0 : f32
}
// -----
func.func @unused_arg_used_result(%lb: index, %ub: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %z = arith.addf %a, %a : f32
    scf.yield %z, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @duplicate_iter_args(%lb: index, %ub: index, %s: index, %x: f32, %m: memref<8xf32>) -> (f32, f32) {
  %w = memref.load %m[%lb] : memref<8xf32>
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    memref.store %b, %m[%i] : memref<8xf32>
    scf.yield %w, %w : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @all_iter_args_folded(%lb: index, %ub: index, %s: index, %x: f32, %m: memref<8xf32>) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    scf.yield %a : f32
  }
  return %r : f32
}
// -----
func.func @swapped_iter_args(%lb: index, %ub: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @unsigned_attr_kept(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %z = arith.addi %b, %a : i32
    scf.yield %a, %z : i32, i32
  } {some.attr = 3 : i64}
  return %r#1 : i32
}
// -----
func.func @vector_iter_arg(%lb: index, %ub: index, %s: index, %v: vector<4xf32>, %m: memref<8xf32>) -> vector<4xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %v) -> (vector<4xf32>) {
    %l = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
    %z = arith.addf %a, %l : vector<4xf32>
    scf.yield %z : vector<4xf32>
  }
  return %r : vector<4xf32>
}
// -----
func.func @nested_single_then_fold(%m: memref<8xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> (f32) {
    %q = scf.for %j = %c0 to %c1 step %c1 iter_args(%b = %a) -> (f32) {
      %l = memref.load %m[%i] : memref<8xf32>
      %z = arith.addf %b, %l : f32
      scf.yield %z : f32
    }
    scf.yield %q : f32
  }
  return %r : f32
}
// -----
func.func @nested_region_uses(%lb: index, %ub: index, %s: index, %x: f32, %c: i1, %m: memref<8xf32>) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    scf.if %c {
      memref.store %a, %m[%i] : memref<8xf32>
    }
    %y = arith.addf %b, %b : f32
    scf.yield %a, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @arg_used_result_unused(%lb: index, %ub: index, %s: index, %x: f32, %m: memref<8xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return
}
// -----
func.func @unsigned_single_index(%m: memref<8xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for unsigned %i = %c0 to %c7 step %c7 {
    memref.store %i, %m[%i] : memref<8xindex>
  }
  return
}
// -----
func.func @nested_loops(%m: memref<8x8xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> (f32) {
    %q = scf.for %j = %c0 to %c8 step %c1 iter_args(%b = %a) -> (f32) {
      memref.store %b, %m[%i, %j] : memref<8x8xf32>
      scf.yield %b : f32
    }
    scf.yield %q : f32
  }
  return %r : f32
}
// -----
func.func @single_iter_nested_yield(%m: memref<8xf32>, %x: f32, %y: f32) -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c2 to %c3 step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %l = memref.load %m[%i] : memref<8xf32>
    %z = arith.addf %a, %l : f32
    scf.yield %b, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @chained(%lb: index, %ub: index, %s: index, %x: f32, %y: f32, %m: memref<8xf32>) -> (f32, f32, f32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x) -> (f32, f32, f32) {
    %l = memref.load %m[%i] : memref<8xf32>
    %z = arith.addf %c, %l : f32
    scf.yield %l, %b, %z : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @dup_chain(%lb: index, %ub: index, %s: index, %x: f32, %m: memref<8xf32>) -> (f32, f32, f32) {
  %w = memref.load %m[%lb] : memref<8xf32>
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x, %c = %x) -> (f32, f32, f32) {
    %z = arith.addf %a, %b : f32
    %z2 = arith.addf %z, %c : f32
    memref.store %z2, %m[%i] : memref<8xf32>
    scf.yield %w, %w, %w : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
