// Canonicalization of scf.while: invariant "before" arguments (their initial value yielded, or passed through the "after" region) are dropped (RemoveLoopInvariantArgsFromBeforeBlock); values scf.condition passes from outside the "before" block are used directly (RemoveLoopInvariantValueYielded); the condition forwarded to the "after" region is true there (WhileConditionTruth); cmpi repeating or inverting the condition's are constants (WhileCmpCond); values unused after the loop and in the "after" region are dropped (WhileUnusedResult); values passed twice are merged (WhileRemoveDuplicatedResults); unused "before" arguments are dropped (WhileRemoveUnusedArgs); permuted "before" arguments are realigned (WhileOpAlignBeforeArgs); an scf.if on the condition ending the "before" region moves down (WhileMoveIfDown); attributes kept or dropped as MLIR 22 does; and the cases where no pattern applies.
func.func private @use_i1(i1)
func.func private @use_i32(i32)
func.func private @cond(i32) -> i1
func.func @condition_truth(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %y = arith.addi %b, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i1(i1)
func.func @condition_forwarded(%x: i32) -> (i32, i1) {
  %r:3 = scf.while (%a = %x) : (i32) -> (i32, i1, i1) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %c, %c : i32, i1, i1
  } do {
  ^bb0(%b: i32, %t: i1, %u: i1):
    func.call @use_i1(%t) : (i1) -> ()
    func.call @use_i1(%u) : (i1) -> ()
    scf.yield %b : i32
  }
  return %r#0, %r#1 : i32, i1
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @unused_result(%x: i32, %z: i32) -> i32 {
  %r:3 = scf.while (%a = %x) : (i32) -> (i32, i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = arith.addi %a, %z : i32
    scf.condition(%c) %a, %d, %z : i32, i32, i32
  } do {
  ^bb0(%b: i32, %e: i32, %f: i32):
    func.call @use_i32(%e) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r#0 : i32
}
// -----
func.func private @cond(i32) -> i1
func.func @all_results_unused(%x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : i32
  }
  return
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @duplicated_results(%x: i32, %y: i32) -> (i32, i32, i32) {
  %r:4 = scf.while (%a = %x, %a2 = %y) : (i32, i32) -> (i32, i32, i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %a2, %a, %a2 : i32, i32, i32, i32
  } do {
  ^bb0(%b: i32, %b2: i32, %b3: i32, %b4: i32):
    %s = arith.addi %b, %b3 : i32
    %t = arith.addi %b2, %b4 : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0, %r#2, %r#3 : i32, i32, i32
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @unused_args(%x: i32, %y: i32, %z: f32) -> i32 {
  %r = scf.while (%a = %x, %u = %y, %v = %z) : (i32, i32, f32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %s = arith.addi %b, %b : i32
    %f = arith.addf %z, %z : f32
    scf.yield %s, %s, %f : i32, i32, f32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @nothing_to_do(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %a2 = %y) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = arith.muli %a2, %a : i32
    scf.condition(%c) %a, %d : i32, i32
  } do {
  ^bb0(%b: i32, %b2: i32):
    %s = arith.addi %b, %b2 : i32
    scf.yield %s, %b2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func private @cond(i32) -> i1
func.func @no_results_no_args() {
  scf.while : () -> () {
    %c = arith.constant false
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func.func private @cond(i32) -> i1
func.func @invariant_init_yielded(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%a = %x, %k = %y) : (i32, i32) -> i32 {
    %s = arith.addi %a, %k : i32
    %c = func.call @cond(%s) : (i32) -> i1
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b, %y : i32, i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func @invariant_through_after(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %k = %y) : (i32, i32) -> (i32, i32) {
    %s = arith.addi %a, %k : i32
    %c = func.call @cond(%s) : (i32) -> i1
    scf.condition(%c) %s, %k : i32, i32
  } do {
  ^bb0(%b: i32, %kk: i32):
    %t = arith.muli %b, %kk : i32
    scf.yield %t, %kk : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func private @cond(i32) -> i1
func.func @invariant_value_yielded(%x: i32, %y: f32) -> (i32, f32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, f32) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %y : i32, f32
  } do {
  ^bb0(%b: i32, %f: f32):
    %g = arith.addf %f, %f : f32
    %t = arith.fptosi %g : f32 to i32
    %u = arith.addi %b, %t : i32
    scf.yield %u : i32
  }
  return %r#0, %r#1 : i32, f32
}
// -----
func.func private @cond(i32) -> i1
func.func @attributes_dropped(%x: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = arith.addi %a, %a : i32
    scf.condition(%c) %d, %d : i32, i32
  } do {
  ^bb0(%b: i32, %b2: i32):
    scf.yield %b : i32
  } attributes {foo = "bar"}
  return %r#0 : i32
}
// -----
func.func private @cond(i32) -> i1
func.func @do_while(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %d = arith.addi %a, %a : i32
    %c = func.call @cond(%d) : (i32) -> i1
    scf.condition(%c) %d : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func private @use_i32(i32)
func.func @cmp_cond(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %c2 = arith.cmpi slt, %b, %n : i32
    %e = arith.extui %c2 : i1 to i32
    %s = arith.addi %b, %e : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func @nested_whiles(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %i:2 = scf.while (%p = %b, %q = %y) : (i32, i32) -> (i32, i32) {
      %c2 = func.call @cond(%p) : (i32) -> i1
      scf.condition(%c2) %p, %q : i32, i32
    } do {
    ^bb0(%p2: i32, %q2: i32):
      %s = arith.addi %p2, %q2 : i32
      scf.yield %s, %q2 : i32, i32
    }
    scf.yield %i#0 : i32
  }
  return %r : i32
}
// -----
func.func private @use_i1(i1)
func.func @cmp_cond_variants(%x: i32, %n: i32, %m: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi ult, %n, %a : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.cmpi uge, %n, %b : i32
    func.call @use_i1(%c1) : (i1) -> ()
    %c2 = arith.cmpi ult, %n, %b : i32
    func.call @use_i1(%c2) : (i1) -> ()
    %c3 = arith.cmpi slt, %n, %b : i32
    func.call @use_i1(%c3) : (i1) -> ()
    %c4 = arith.cmpi ult, %m, %b : i32
    func.call @use_i1(%c4) : (i1) -> ()
    %c5 = arith.cmpi ult, %b, %n : i32
    func.call @use_i1(%c5) : (i1) -> ()
    %c6 = arith.cmpi eq, %b, %b : i32
    func.call @use_i1(%c6) : (i1) -> ()
    scf.if %c3 {
      %c7 = arith.cmpi ult, %n, %b : i32
      func.call @use_i1(%c7) : (i1) -> ()
    }
    %s = arith.addi %b, %n : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func private @use_i1(i1)
func.func @cmp_cond_not_cmpi(%x: i32, %n: i32, %b0: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.xori %b0, %b0 : i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.cmpi ult, %n, %b : i32
    func.call @use_i1(%c1) : (i1) -> ()
    %s = arith.addi %b, %n : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32, f32) -> i1
func.func @align_before_args(%x: i32, %y: f32) -> (f32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    %c = func.call @cond(%a, %b) : (i32, f32) -> i1
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%f: f32, %i: i32):
    %g = arith.addf %f, %f : f32
    %j = arith.addi %i, %i : i32
    scf.yield %j, %g : i32, f32
  } attributes {foo}
  return %r#0, %r#1 : f32, i32
}
// -----
func.func private @cond(i32, i32, i32) -> i1
func.func @align_three(%x: i32, %y: i32, %z: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%a = %x, %b = %y, %d = %z) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = func.call @cond(%a, %b, %d) : (i32, i32, i32) -> i1
    scf.condition(%c) %d, %a, %b : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %t = arith.subi %p, %q : i32
    %u = arith.subi %q, %s : i32
    %v = arith.subi %s, %p : i32
    scf.yield %t, %u, %v : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
// -----
func.func private @cond(i32, i32) -> i1
func.func @align_not_permutation(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%a, %b) : (i32, i32) -> i1
    %d = arith.addi %a, %b : i32
    scf.condition(%c) %b, %d : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %t = arith.subi %p, %q : i32
    scf.yield %t, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func private @cond(i32) -> i1
func.func @move_if_down(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    %v = scf.if %c -> i32 {
      %y = arith.addi %a, %a : i32
      scf.yield %y : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @move_if_down_extra_values(%x: i32, %z: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %w = %z) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = arith.muli %a, %w : i32
    %v = scf.if %c -> i32 {
      %y = arith.addi %d, %a : i32
      scf.if %c {
        func.call @use_i32(%w) : (i32) -> ()
      }
      func.call @use_i32(%z) : (i32) -> ()
      scf.yield %y : i32
    } else {
      scf.yield %d : i32
    }
    scf.condition(%c) %v, %w : i32, i32
  } do {
  ^bb0(%b: i32, %b2: i32):
    %s = arith.addi %b, %b2 : i32
    scf.yield %s, %b2 : i32, i32
  } attributes {foo}
  return %r#0, %r#1 : i32, i32
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @move_if_down_no_results(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.if %c {
      func.call @use_i32(%a) : (i32) -> ()
    }
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %s = arith.addi %b, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @if_not_moved(%x: i32, %o: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    %v = scf.if %c -> i32 {
      %y = arith.addi %a, %a : i32
      scf.yield %y : i32
    } else {
      %y = arith.muli %a, %a : i32
      scf.yield %y : i32
    }
    %u = scf.if %o -> i32 {
      %y = arith.addi %v, %a : i32
      scf.yield %y : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %u : i32
  } do {
  ^bb0(%b: i32):
    %s = arith.addi %b, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func private @use_i32(i32)
func.func @if_not_last(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.if %c {
      func.call @use_i32(%a) : (i32) -> ()
    }
    %d = arith.addi %a, %a : i32
    scf.condition(%c) %d : i32
  } do {
  ^bb0(%b: i32):
    %s = arith.addi %b, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func private @cond(i32) -> i1
func.func @truth_and_dup(%x: i32) -> (i1, i1) {
  %r:3 = scf.while (%a = %x) : (i32) -> (i32, i1, i1) {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = arith.addi %a, %a : i32
    scf.condition(%c) %d, %c, %c : i32, i1, i1
  } do {
  ^bb0(%b: i32, %t: i1, %u: i1):
    %e = arith.extui %t : i1 to i32
    %f = arith.addi %b, %e : i32
    scf.yield %f : i32
  }
  return %r#1, %r#2 : i1, i1
}
// -----
func.func private @cond(i32) -> i1
func.func @two_ifs(%x: i32, %y: i32) -> (i32, i32) {
  %r:3 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %v:2 = scf.if %c -> (i32, i32) {
      %p = arith.addi %a, %b : i32
      %q = arith.subi %a, %b : i32
      scf.yield %p, %q : i32, i32
    } else {
      scf.yield %b, %a : i32, i32
    }
    scf.condition(%c) %v#1, %v#0, %v#1 : i32, i32, i32
  } do {
  ^bb0(%m: i32, %n: i32, %o: i32):
    %s = arith.addi %m, %o : i32
    scf.yield %s, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
