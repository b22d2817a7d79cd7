// Canonicalization of scf.while: the condition forwarded to the "after" region is true there (WhileConditionTruth); values scf.condition passes that are unused after the loop and in the "after" region are dropped (WhileUnusedResult); values passed twice are merged (WhileRemoveDuplicatedResults); unused "before" arguments are dropped (WhileRemoveUnusedArgs); and the cases where no pattern applies.
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
