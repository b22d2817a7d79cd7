// Canonicalization of scf.if: RemoveUnusedResults, ConvertTrivialIfToSelect, ReplaceIfYieldWithConditionOrValue, RemoveEmptyElseBranch, CombineNestedIfs, CombineIfs, ConditionPropagation and the folder (negated condition).
func.func @unused_results(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %a, %x : i32, i32, i32
  } else {
    %y = arith.muli %a, %b : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %y, %b, %b : i32, i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @all_unused(%c: i1, %a: i32, %m: memref<i32>) {
  %r = scf.if %c -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    %z = arith.addi %a, %a : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %z : i32
  }
  return
}
// -----
func.func @to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @to_select_partial(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32, i32, i32) {
  %r:4 = scf.if %c -> (i32, i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %a, %x, %b, %a : i32, i32, i32, i32
  } else {
    %y = arith.subi %a, %b : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %b, %a, %b, %y : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}
// -----
func.func @no_select_all_inside(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @yield_cond(%c: i1, %m: memref<i32>, %v: i32) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    %t = arith.constant true
    %f = arith.constant false
    memref.store %v, %m[] : memref<i32>
    scf.yield %t, %f : i1, i1
  } else {
    %t = arith.constant true
    %f = arith.constant false
    memref.store %v, %m[] : memref<i32>
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}
// -----
func.func @yield_same_value(%c: i1, %a: i32, %m: memref<i32>) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %a : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %a, %x : i32, i32
  } else {
    %y = arith.muli %a, %a : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %a, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @yield_same_constants(%c: i1, %m: memref<i32>, %v: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %t = arith.constant true
    memref.store %v, %m[] : memref<i32>
    scf.yield %t : i1
  } else {
    %t = arith.constant true
    memref.store %v, %m[] : memref<i32>
    scf.yield %t : i1
  }
  return %r : i1
}
// -----
func.func @empty_else(%c: i1, %m: memref<i32>, %v: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  } else {
  }
  return
}
// -----
func.func @nonempty_else(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @nested_ifs(%a: i1, %b: i1, %m: memref<i32>, %v: i32) {
  scf.if %a {
    scf.if %b {
      memref.store %v, %m[] : memref<i32>
    }
  }
  return
}
// -----
func.func @nested_ifs_else_yield(%a: i1, %b: i1, %m: memref<i32>, %v: i32) {
  scf.if %a {
    scf.if %b {
      memref.store %v, %m[] : memref<i32>
    } else {
    }
  } else {
  }
  return
}
// -----
func.func @nested_ifs_results(%a: i1, %b: i1, %m: memref<i32>, %v: i32, %w: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %i = scf.if %b -> (i32) {
      %x = arith.addi %v, %w : i32
      memref.store %x, %m[] : memref<i32>
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %w : i32
  }
  return %r : i32
}
// -----
func.func @nested_ifs_outer_value(%a: i1, %b: i1, %m: memref<i32>, %v: i32, %w: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %i = scf.if %b -> (i32) {
      %x = arith.addi %v, %w : i32
      memref.store %x, %m[] : memref<i32>
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %i, %v : i32, i32
  } else {
    scf.yield %w, %w : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @nested_ifs_mismatch(%a: i1, %b: i1, %m: memref<i32>, %v: i32, %w: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %i = scf.if %b -> (i32) {
      %x = arith.addi %v, %w : i32
      memref.store %x, %m[] : memref<i32>
      scf.yield %x : i32
    } else {
      scf.yield %v : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %w : i32
  }
  return %r : i32
}
// -----
func.func @nested_ifs_other_op(%a: i1, %b: i1, %m: memref<i32>, %v: i32) {
  scf.if %a {
    memref.store %v, %m[] : memref<i32>
    scf.if %b {
      memref.store %v, %m[] : memref<i32>
    }
  }
  return
}
// -----
func.func @nested_ifs_inner_else(%a: i1, %b: i1, %m: memref<i32>, %v: i32, %w: i32) {
  scf.if %a {
    scf.if %b {
      memref.store %v, %m[] : memref<i32>
    } else {
      memref.store %w, %m[] : memref<i32>
    }
  }
  return
}
// -----
func.func @combine_ifs(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  }
  scf.if %c {
    memref.store %w, %m[] : memref<i32>
  } else {
    memref.store %v, %m[] : memref<i32>
  }
  return
}
// -----
func.func @combine_ifs_results(%c: i1, %m: memref<i32>, %v: i32, %w: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %v, %w : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    %y = arith.subi %v, %w : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %z = arith.muli %r, %v : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %z : i32
  } else {
    %z = arith.muli %r, %w : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %z : i32
  }
  return %r, %s : i32, i32
}
// -----
func.func @combine_ifs_negated(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  scf.if %n {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @combine_ifs_negated_prev(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %v, %m[] : memref<i32>
  }
  scf.if %c {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @no_combine_different(%c: i1, %d: i1, %m: memref<i32>, %v: i32, %w: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  scf.if %d {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @no_combine_not_adjacent(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  memref.store %v, %m[] : memref<i32>
  scf.if %c {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @condition_propagation(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
    memref.store %c, %m[] : memref<i1>
  }
  return
}
// -----
func.func @condition_propagation_nested(%c: i1, %d: i1, %m: memref<i1>) {
  scf.if %c {
    scf.if %d {
      memref.store %c, %m[] : memref<i1>
    } else {
      memref.store %d, %m[] : memref<i1>
    }
    memref.store %c, %m[] : memref<i1>
  }
  return
}
// -----
func.func @fold_negated(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @fold_negated_no_else(%c: i1, %m: memref<i32>, %v: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %v, %m[] : memref<i32>
  }
  return
}
// -----
func.func @fold_negated_results(%c: i1, %m: memref<i32>, %v: i32, %w: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (i32) {
    %x = arith.addi %v, %w : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    %y = arith.muli %v, %w : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @static_condition_and_select(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %s = scf.if %c -> (i32) {
    scf.yield %r : i32
  } else {
    scf.yield %a : i32
  }
  return %r, %s : i32, i32
}
// -----
func.func @combine_prev_no_else(%c: i1, %m: memref<i32>, %v: i32, %w: i32) -> i32 {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  %r = scf.if %c -> (i32) {
    %x = arith.addi %v, %w : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    %y = arith.subi %v, %w : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @combine_negated_with_else(%c: i1, %m: memref<i32>, %v: i32, %w: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %c -> (i32) {
    %x = arith.addi %v, %w : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    %y = arith.subi %v, %w : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %y : i32
  }
  %s = scf.if %n -> (i32) {
    %z = arith.muli %r, %v : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %z : i32
  } else {
    %z = arith.divsi %r, %w : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %z : i32
  }
  return %s : i32
}
// -----
func.func @no_fold_xor_non_one(%c: i1, %d: i1, %m: memref<i32>, %v: i32, %w: i32) {
  %n = arith.xori %c, %d : i1
  scf.if %n {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @fold_xor_constant_lhs(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  %true = arith.constant true
  %n = arith.xori %true, %c : i1
  scf.if %n {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @yield_true_true(%c: i1, %m: memref<i32>, %v: i32) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    %t = arith.constant true
    memref.store %v, %m[] : memref<i32>
    scf.yield %t, %c : i1, i1
  } else {
    %t = arith.constant true
    %f = arith.constant false
    memref.store %v, %m[] : memref<i32>
    scf.yield %t, %f : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}
// -----
func.func @nested_two_results(%a: i1, %b: i1, %m: memref<i32>, %v: i32, %w: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %i:2 = scf.if %b -> (i32, i32) {
      %x = arith.addi %v, %w : i32
      memref.store %x, %m[] : memref<i32>
      scf.yield %x, %v : i32, i32
    } else {
      scf.yield %w, %v : i32, i32
    }
    scf.yield %i#1, %i#0 : i32, i32
  } else {
    scf.yield %v, %w : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @propagation_in_loop(%c: i1, %m: memref<i1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %c, %m[] : memref<i1>
    }
  } else {
    %x = arith.xori %c, %c : i1
    memref.store %x, %m[] : memref<i1>
  }
  memref.store %c, %m[] : memref<i1>
  return
}
// -----
func.func @three_ifs(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  scf.if %c {
    memref.store %w, %m[] : memref<i32>
  }
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  }
  return
}
// -----
func.func @if_in_if_results_select(%a: i1, %b: i1, %v: i32, %w: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %i = scf.if %b -> (i32) {
      scf.yield %v : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %w : i32
  }
  return %r : i32
}
// -----
func.func @chain(%c: i1, %d: i1, %m: memref<i32>, %v: i32, %w: i32) -> (i32, i32, i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %c -> (i32) {
    %x = arith.addi %v, %w : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %w : i32
  }
  %s:2 = scf.if %n -> (i32, i1) {
    %y = arith.muli %r, %v : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %y, %c : i32, i1
  } else {
    scf.if %d {
      memref.store %r, %m[] : memref<i32>
    }
    scf.yield %r, %n : i32, i1
  }
  scf.if %c {
    scf.if %d {
      memref.store %v, %m[] : memref<i32>
    }
  }
  return %s#0, %r, %s#1 : i32, i32, i1
}
// -----
func.func @in_loop(%c: i1, %m: memref<i32>, %n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> i32 {
    %a = scf.if %c -> (i32) {
      %t = arith.addi %acc, %v : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    %b = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %v : i32
    }
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @select_bools(%c: i1, %p: i1, %q: i1) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    scf.yield %p, %c : i1, i1
  } else {
    scf.yield %q, %c : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}
// -----
func.func @vector_yield(%c: i1, %a: vector<4xi32>, %b: vector<4xi32>, %m: memref<i32>, %v: i32) -> vector<4xi32> {
  %r = scf.if %c -> (vector<4xi32>) {
    memref.store %v, %m[] : memref<i32>
    scf.yield %a : vector<4xi32>
  } else {
    scf.yield %b : vector<4xi32>
  }
  return %r : vector<4xi32>
}
// -----
func.func @attrs(%c: i1, %m: memref<i32>, %v: i32, %w: i32) -> i32 {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  } else {
  } {foo = 1 : i32}
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %v, %m[] : memref<i32>
    scf.yield %v, %w : i32, i32
  } else {
    %x = arith.addi %v, %w : i32
    scf.yield %x, %v : i32, i32
  } {bar}
  return %r#0 : i32
}
// -----
func.func @attrs2(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  } {baz = "q"}
  return
}
// -----
func.func @empty_regions(%c: i1, %d: i1) {
  scf.if %c {
  } else {
  }
  scf.if %d {
  }
  return
}
