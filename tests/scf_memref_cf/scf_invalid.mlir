func.func @loop_for_lb(%arg0: f32, %arg1: index) {
  "scf.for"(%arg0, %arg1, %arg1) ({}) : (f32, index, index) -> ()
  return
}
// -----
func.func @loop_for_mismatch(%arg0: i32, %arg1: index) {
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, i32, index) -> ()
  return
}
// -----
func.func @loop_for_one_region(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) ({scf.yield}, {scf.yield}) : (index, index, index) -> ()
  return
}
// -----
func.func @loop_for_single_block(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }) : (index, index, index) -> ()
  return
}
// -----
func.func @loop_for_single_index_argument(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%i0 : f32):
      scf.yield
    }) : (index, index, index) -> ()
  return
}
// -----
func.func @not_enough_loop_results(%arg0: index, %init: f32) {
  "scf.for"(%arg0, %arg0, %arg0, %init) ({
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }) : (index, index, index, f32) -> ()
  return
}
// -----
func.func @scf_for_incorrect_result_type(%arg0: index, %init: f32) {
  "scf.for"(%arg0, %arg0, %arg0, %init) ({
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }) : (index, index, index, f32) -> (f64)
  return
}
// -----
func.func @too_many_iter_args(%arg0: index, %init: f32) {
  %x = "scf.for"(%arg0, %arg0, %arg0, %init) ({
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter, %iter : f32, f32
    }) : (index, index, index, f32) -> (f32)
  return
}
// -----
func.func @too_few_yielded_values(%arg0: index, %init: f32) {
  %x, %x2 = "scf.for"(%arg0, %arg0, %arg0, %init, %init) ({
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter : f32
    }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
// -----
func.func @loop_if_not_i1(%arg0: index) {
  "scf.if"(%arg0) ({}, {}) : (index) -> ()
  return
}
// -----
func.func @loop_if_more_than_2_regions(%arg0: i1) {
  "scf.if"(%arg0) ({}, {}, {}): (i1) -> ()
  return
}
// -----
func.func @loop_if_not_one_block_per_region(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0:
      scf.yield
    ^bb1:
      scf.yield
  }, {}): (i1) -> ()
  return
}
// -----
func.func @loop_if_illegal_block_argument(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0(%0 : index):
      scf.yield
  }, {}): (i1) -> ()
  return
}
// -----
func.func @std_if_incorrect_yield(%arg0: i1, %arg1: f32)
{
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  } else {
    %0 = arith.subf %arg1, %arg1 : f32
    scf.yield %0, %0 : f32, f32
  }
  return
}
// -----
func.func @std_if_missing_else(%arg0: i1, %arg1: f32)
{
  %x = scf.if %arg0 -> (f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  }
  return
}
// -----
func.func @std_for_operands_mismatch(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1 : i32
  %result1:3 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, i32, f32) {
    %sn = arith.addf %si, %si : f32
    %tn = arith.addi %ti, %ti : i32
    scf.yield %sn, %tn, %sn : f32, i32, f32
  }
  return
}
// -----
func.func @std_for_operands_mismatch_3(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (i32, i32) {
    %sn = arith.addf %si, %si : i32
    %tn = arith.addf %ti, %ti : i32
    scf.yield %sn, %tn : i32, i32
  }
  return
}
// -----
func.func @std_for_operands_mismatch_4(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    %sn = arith.addf %si, %si : f32
    %ic = arith.constant 1 : i32
    scf.yield %sn, %ic : f32, i32
  }
  return
}
// -----
func.func @yield_invalid_parent_op() {
  "my.op"() ({
   scf.yield
  }) : () -> ()
  return
}
// -----
func.func @while_parser_type_mismatch() {
  %true = arith.constant true
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
}
// -----
func.func @while_bad_terminator() {
  scf.while : () -> () {
    "some.other_terminator"() : () -> ()
  } do {
    scf.yield
  }
}
// -----
func.func @while_empty_region() {
  scf.while : () -> () {
  } do {
  }
}
// -----
func.func @while_empty_block() {
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
}
// -----
func.func @while_invalid_terminator() {
  scf.while : () -> () {
  ^bb0:
    "test.foo"() : () -> ()
  } do {
  ^bb0:
    "test.bar"() : () -> ()
  }
}
// -----
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// -----
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  %0 = scf.while : () -> (i1) {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// -----
func.func @while_result_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
}
// -----
func.func @while_bad_terminator() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    "some.other_terminator"() : () -> ()
  }
}
// -----
func.func @execute_region() {
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}
// -----
func.func @a(%arg0 : index) {
  scf.for %i = %arg0 to %arg0 {
  }
  return
}
// -----
func.func @b(%arg0 : index) {
  scf.for %i = %arg0 to %arg0 step %arg0 iter_args(%x = %arg0) {
  }
  return
}
// -----
func.func @c(%arg0 : index) {
  scf.for %i = %arg0 to %arg0 step %arg0 iter_args %x = %arg0 -> index {
  }
  return
}
// -----
func.func @d(%arg0 : index) {
  scf.for %i = %arg0 to %arg0 step %arg0 : i32 {
  }
  return
}
// -----
func.func @e(%arg0 : i32) {
  scf.for %i = %arg0 to %arg0 step %arg0 : f32 {
  }
  return
}
// -----
func.func @f(%arg0 : index) {
  scf.for %i#1 = %arg0 to %arg0 step %arg0 {
  }
  return
}
// -----
func.func @g(%arg0 : index) {
  scf.for %i = %arg0 to %arg0 step %arg0 iter_args(%x#0 = %arg0) -> index {
    scf.yield %x : index
  }
  return
}
// -----
func.func @h(%arg0 : index, %c: i1) {
  scf.if %c -> f32 
  return
}
// -----
func.func @i(%arg0 : index, %c: i1) {
  scf.if %c {
  } else
  return
}
// -----
func.func @j(%arg0 : index, %c: i1) {
  scf.while : i32 {
  } do {
  }
  return
}
// -----
func.func @k(%arg0 : index, %c: i1) {
  scf.while (%a = %arg0) : (index) -> () {
    scf.condition(%c)
  } {
    scf.yield
  }
  return
}
// -----
func.func @l(%arg0 : index, %c: i1) {
  scf.while (%a = %arg0) : (index) -> () {
  ^bb0(%z: index):
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @m(%arg0 : index, %c: i1) {
  scf.while (%a = %arg0, %b) : (index) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @n(%arg0 : index, %c: i1) {
  %0 = scf.execute_region -> index no_inline {
    scf.yield %arg0 : index
  } {no_inline}
  return
}
// -----
func.func @o(%arg0 : index, %c: i1) {
  scf.execute_region no_inline {
    scf.yield
  }
  return
}
// -----
func.func @p(%arg0 : index, %c: i1) {
  %r = scf.execute_region -> index {
    scf.yield %c : i1
  }
  return
}
// -----
func.func @q(%arg0 : index, %c: i1) {
  %r = "scf.execute_region"() ({}) : () -> ()
  return
}
// -----
func.func @r(%arg0 : index, %c: i1) {
  scf.condition(%c)
  return
}
// -----
func.func @s(%arg0 : index, %c: i1) {
  scf.while (%a = %arg0) : (index) -> (index) {
    scf.condition(%c) %a : index
  } do {
  ^bb0(%b: index):
    scf.yield %c : i1
  }
  return
}
// -----
func.func @t(%arg0 : index, %c: i1, %f: f32) {
  %r = scf.for %i = %arg0 to %arg0 step %arg0 iter_args(%x = %arg0) -> index {
    scf.yield
  }
  return
}
// -----
func.func @u(%arg0 : index, %c: i1, %f: f32) {
  %r = "scf.for"(%arg0, %arg0, %arg0, %arg0) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, index) -> index
  return
}
// -----
func.func @v(%arg0 : index, %c: i1, %f: f32) {
  %r:2 = "scf.for"(%arg0, %arg0, %arg0, %arg0, %f) ({
  ^bb0(%i: index, %x: index, %y: f32):
    scf.yield %x, %y : index, f32
  }) : (index, index, index, index, f32) -> (index, i32)
  return
}
// -----
func.func @w(%arg0 : index, %c: i1, %f: f32) {
  "scf.for"(%arg0, %arg0, %arg0) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @x(%arg0 : index, %c: i1, %f: f32) {
  "scf.while"() ({
    scf.yield
  }, {
    scf.yield
  }) : () -> ()
  return
}
// -----
func.func @y(%arg0 : index, %c: i1, %f: f32) {
  scf.if %c -> () {
  }
  return
}
// -----
func.func @a(%arg0 : index, %t0 : f32) {
  %result1 = scf.for %i0 = %arg0 to %arg0 step %arg0 iter_args(%si = %t0) -> (f32) {
    %ic = arith.constant 1 : i32
    %bad = "arith.addi"(%ic, %si) : (i32, f32) -> i32
    scf.yield %ic : i32
  }
  return
}
// -----
func.func @b(%arg0 : index, %t0 : f32) {
  %result1 = "scf.for"(%arg0, %arg0, %arg0, %t0) ({
  ^bb0(%i0 : index, %si: f32):
    %ic = arith.constant 1 : i32
    %bad = "arith.addi"(%ic, %si) : (i32, f32) -> i32
    scf.yield %ic : i32
  }) : (index, index, index, f32) -> i64
  return
}
// -----
func.func @c(%arg0 : index, %t0 : f32) {
  %result1 = "scf.for"(%arg0, %arg0, %arg0, %t0) ({
  ^bb0(%i0 : index, %si: f32):
    %ic = arith.constant 1 : i32
    %bad = "arith.addi"(%ic, %si) : (i32, f32) -> i32
    "test.foo"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @d(%arg0 : index, %t0 : f32) {
  %result1 = "scf.for"(%arg0, %arg0, %arg0, %t0) ({
  ^bb0(%i0 : index, %si: f32):
    %ic = arith.constant 1 : i32
    %bad = "arith.addi"(%ic, %si) : (i32, f32) -> i32
    scf.yield %ic : i32
  }) : (index, index, index, f32) -> ()
  return
}
// -----
func.func @e(%arg0 : index, %t0 : f32, %c: i1) {
  %r = scf.if %c -> f32 {
    %ic = arith.constant 1 : i32
    %bad = "arith.addi"(%ic, %t0) : (i32, f32) -> i32
    scf.yield %ic : i32
  } else {
    scf.yield %t0 : f32
  }
  return
}
// -----
func.func @f(%arg0 : index, %t0 : f32, %c: i1) {
  %r = "scf.if"(%c) ({
    %ic = arith.constant 1 : i32
    %bad = "arith.addi"(%ic, %t0) : (i32, f32) -> i32
    "test.foo"() : () -> ()
  }, {
    scf.yield %t0 : f32
  }) : (i1) -> f32
  return
}
// -----
func.func @a(%c: i1) {
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}
// -----
func.func @b(%c: i1, %t0: f32) {
  %r = "scf.if"(%c) ({
    "test.foo"() : () -> ()
  }, {
    scf.yield %t0 : f32
  }) : (i1) -> f32
  return
}
// -----
func.func @c(%c: i1, %t0: f32) {
  %r = "scf.if"(%c) ({
    scf.yield %t0 : f32
  }, {
    scf.yield %t0 : f32
  }) : (i1) -> i32
  return
}
// -----
func.func @d(%c: i1, %t0: f32) {
  %r = "scf.if"(%c) ({
    scf.yield %t0 : f32
  }, {
  }) : (i1) -> f32
  return
}
// -----
func.func @e(%c: i1, %t0: f32) {
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield %t0 : f32
  }) : (i1) -> ()
  return
}
// -----
func.func @f(%c: i1, %t0: f32) {
  %r = "scf.for"(%t0) ({
    scf.yield
  }) : (f32) -> ()
  return
}
// -----
func.func @a(%i: index) {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  default {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  return
}
// -----
func.func @b(%i: index) {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %1 = arith.constant 10 : i64
    scf.yield %1 : i64
  }
  default {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  return
}
// -----
func.func @c(%i: index) {
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield
  }
  default {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  return
}
// -----
func.func @d(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @e(%i: i32) {
  scf.index_switch %i : i32
  default {
  }
  return
}
// -----
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
  }
  return
}
// -----
func.func @g(%i: index) {
  scf.index_switch %i
  case x {
  }
  default {
  }
  return
}
// -----
func.func @h(%i: index) {
  %0 = scf.index_switch %i -> i32
  default {
    %1 = arith.constant 10 : i32
    "test.foo"() : () -> ()
  }
  return
}
// -----
func.func @h2(%i: index) {
  scf.index_switch %i
  default {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}
// -----
func.func @i(%lb: index, %f: f32) {
  scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) {
  }
  return
}
// -----
func.func @j(%lb: index, %f: f32) {
  %c0 = arith.constant 0 : index
  scf.parallel (%x) = (%lb) to (%lb) step (%c0) {
  }
  return
}
// -----
func.func @k(%lb: index, %f: f32) {
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @l(%lb: index, %f: f32) {
  scf.parallel (%x, %y) = (%lb) to (%lb) step (%lb) {
  }
  return
}
// -----
func.func @m(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @n(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.constant 1 : i32
      scf.reduce.return %c : i32
    }
  }
  return
}
// -----
func.func @o(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce
  }
  return
}
// -----
func.func @p(%lb: index, %f: f32, %g: i32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%g : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}
// -----
func.func @q(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      "test.foo"() : () -> ()
    }
  }
  return
}
// -----
func.func @r(%lb: index, %f: f32) {
  scf.parallel (%x) = (%lb) to (%lb) step (%lb) {
    scf.yield
  }
  return
}
// -----
func.func @s(%lb: index, %f: f32) {
  scf.reduce.return %f : f32
}
// -----
func.func @t(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
    }
  }
  return
}
// -----
func.func @u(%lb: index, %f: f32) {
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @v(%lb: index, %f: f32) {
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @w(%lb: index, %f: f32) {
  "scf.parallel"(%lb, %lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> ({
  ^bb0(%x: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, index) -> ()
  return
}
// -----
func.func @x(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32, f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @y(%lb: index, %f: f32) {
  scf.parallel (%x) = (%lb, %lb) to (%lb) step (%lb) {
  }
  return
}
// -----
func.func @z(%lb: index, %f: f32) {
  %0:2 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f, %f) -> (f32, f32) {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @a(%i: index) {
  scf.index_switch %i
  case 1 {
  }
  default {
  }
  return
}
// -----
func.func @b(%i: index) {
  scf.index_switch %i
  case 1 {
  ^bb0(%x: index):
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @c(%i: index) {
  %0 = scf.index_switch %i -> i32
  case 1 {
    %1 = arith.constant 10 : i32
    "test.foo"() : () -> ()
  }
  default {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  return
}
// -----
func.func @d(%i: index) {
  scf.index_switch %i
  case 1 {
    "test.foo"() : () -> ()
  }
  default {
  }
  return
}
// -----
func.func @e(%i: index) {
  %0 = scf.index_switch %i -> i32
  default {
    %1 = arith.constant 10 : i32
    scf.yield %1, %1 : i32, i32
  }
  return
}
// -----
func.func @a(%lb: index) {
  scf.parallel (%x) = %lb to (%lb) step (%lb) {
  }
  return
}
// -----
func.func @b(%lb: index) {
  scf.parallel %x = (%lb) to (%lb) step (%lb) {
  }
  return
}
// -----
func.func @c(%lb: index) {
  scf.parallel (%x) = (%lb) to (%lb) step (%lb) init %lb {
  }
  return
}
// -----
func.func @d(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @e(%lb: index, %f: f32) {
  %0 = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @f(%lb: index, %f: f32) {
  scf.parallel (%x, %x) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) {
  }
  return
}
// -----
func.func @g(%lb: index, %f: f32) {
  scf.parallel (%x) = (%lb) to (%lb) step (%lb) {
    %c = arith.constant 1 : index
  } {a = 1}
  return
}
// -----
func.func @j(%i: i32) {
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}
// -----
func.func @k(%i: i32) {
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index):
    "scf.reduce"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}
// -----
func.func @o(%lb: index) {
  scf.parallel (%x) = (%lb) to (%lb) step (%lb) {
    scf.reduce.return %lb : index
  }
  return
}
// -----
func.func @p(%lb: index, %f: f32) {
  scf.reduce(%f : f32) {
  ^bb0(%a: f32, %b: f32):
    scf.reduce.return %a : f32
  }
}
// -----
func.func @i(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2, 3>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @j(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> : (index) -> ()
  return
}
// -----
func.func @k(%i: index) {
  "scf.parallel"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> ({
  ^bb0(%x: index):
    "scf.reduce"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @l(%i: index) {
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @m(%i: index, %f: f32) {
  %0 = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%x: index):
    "scf.reduce"() ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @n(%i: index, %f: f32) {
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index):
    "scf.reduce"(%f) ({
    ^bb0:
      "scf.reduce.return"(%f) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @m(%i: index, %f: f32, %g: i32) {
  %0 = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%x: index):
    "scf.reduce"() ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%g) : (i32) -> ()
    }) : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}
