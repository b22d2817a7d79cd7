// Canonicalization of cf.switch: a switch with only a default, cases that match the default, constant flags (first matching case wins, else the default), pass-through destinations (operands remapped), and switches reached from a switch on the same flag (through a case, or through the default), with the cases where no pattern applies.
func.func private @use(i32)
func.func @only_default(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @only_default_shared(%f: i32, %c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  cf.switch %f : i32, [
    default: ^bb2(%a : i32)
  ]
^bb2(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @drop_matching_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32),
    3: ^bb2,
    4: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  func.call @use(%b) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @drop_all_cases(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    7: ^bb1,
    8: ^bb1
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @no_drop_other_operands(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @const_case(%a: i32, %b: i32) {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2,
    2: ^bb1(%b : i32),
    3: ^bb2
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  func.call @use(%a) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @const_first_duplicate(%a: i32, %b: i32) {
  %c = arith.constant 4 : i32
  cf.switch %c : i32, [
    default: ^bb2,
    4: ^bb1(%a : i32),
    4: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  return
}
// -----
func.func private @use(i32)
func.func @const_default(%a: i32, %b: i32) {
  %c = arith.constant 9 : i32
  cf.switch %c : i32, [
    default: ^bb1(%b : i32),
    1: ^bb1(%a : i32),
    2: ^bb2
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  return
}
// -----
func.func private @use(i32)
func.func @const_negative_i8(%a: i32, %b: i32) {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1(%b : i32),
    127: ^bb2,
    -1: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  return
}
// -----
func.func private @use(i32)
func.func @const_in_loop(%a: i32) {
  %c = arith.constant 1 : i64
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.switch %c : i64, [
    default: ^bb2,
    1: ^bb1(%x : i32)
  ]
^bb2:
  return
}
// -----
func.func private @use(i32)
func.func @pass_through(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%a : i32)
^bb2(%y: i32):
  cf.br ^bb4(%y : i32)
^bb3:
  func.call @use(%b) : (i32) -> ()
  cf.br ^bb4(%b : i32)
^bb4(%z: i32):
  func.call @use(%z) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @pass_through_remap(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb3(%a, %b : i32, i32),
    1: ^bb1(%a, %b : i32, i32),
    2: ^bb1(%b, %a : i32, i32)
  ]
^bb1(%x: i32, %y: i32):
  cf.br ^bb2(%y, %x, %a : i32, i32, i32)
^bb2(%p: i32, %q: i32, %r: i32):
  func.call @use(%p) : (i32) -> ()
  func.call @use(%q) : (i32) -> ()
  func.call @use(%r) : (i32) -> ()
  return
^bb3(%s: i32, %t: i32):
  func.call @use(%t) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @pass_through_not(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2,
    2: ^bb3(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb2
^bb3(%y: i32):
  func.call @use(%y) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @pass_through_arg_used(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb3,
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  %s = arith.addi %x, %x : i32
  cf.br ^bb2(%s : i32)
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  return
^bb3:
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_case(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb1,
    2: ^bb5
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3(%b : i32),
    2: ^bb2
  ]
^bb2:
  func.call @use(%b) : (i32) -> ()
  return
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb4:
  return
^bb5:
  func.call @use(%f) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_case_to_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb4,
    5: ^bb1
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2(%a : i32),
    1: ^bb3,
    2: ^bb3
  ]
^bb2(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb3:
  func.call @use(%b) : (i32) -> ()
  return
^bb4:
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_two_preds(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb3,
    1: ^bb1,
    2: ^bb1
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3,
    3: ^bb4
  ]
^bb2:
  func.call @use(%f) : (i32) -> ()
  return
^bb3:
  return
^bb4:
  func.call @use(%a) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @other_flag(%f: i32, %g: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb3,
    1: ^bb1
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %g : i32, [
    default: ^bb2,
    1: ^bb3,
    3: ^bb4
  ]
^bb2:
  func.call @use(%f) : (i32) -> ()
  return
^bb3:
  return
^bb4:
  func.call @use(%a) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb4,
    3: ^bb5
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3(%a : i32),
    2: ^bb3(%b : i32),
    3: ^bb2
  ]
^bb2:
  func.call @use(%b) : (i32) -> ()
  return
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb4:
  return
^bb5:
  func.call @use(%f) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_default_nothing_to_drop(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    7: ^bb4
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3(%a : i32),
    2: ^bb3(%b : i32)
  ]
^bb2:
  func.call @use(%b) : (i32) -> ()
  return
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb4:
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_default_all_dropped(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb4,
    2: ^bb4
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3,
    2: ^bb3
  ]
^bb2:
  func.call @use(%b) : (i32) -> ()
  return
^bb3:
  func.call @use(%a) : (i32) -> ()
  return
^bb4:
  return
}
// -----
func.func private @use(i64)
func.func @wide_values(%f: i64, %a: i64) {
  cf.switch %f : i64, [
    default: ^bb1,
    -9223372036854775808: ^bb2,
    -1: ^bb1,
    9223372036854775807: ^bb3(%a : i64)
  ]
^bb1:
  return
^bb2:
  func.call @use(%f) : (i64) -> ()
  return
^bb3(%x: i64):
  func.call @use(%x) : (i64) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @dead_case_args(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    1: ^bb1(%b, %b : i32, i32),
    2: ^bb2(%a : i32)
  ]
^bb1(%x: i32, %y: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%z: i32):
  func.call @use(%a) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @switch_attrs(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb2
  ] {tag = "kept?"}
^bb1:
  return
^bb2:
  func.call @use(%a) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @switch_attrs_untouched(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    2: ^bb2
  ] {tag = "kept"}
^bb1:
  return
^bb2:
  func.call @use(%a) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @const_i1(%a: i32, %b: i32) {
  %t = arith.constant true
  cf.switch %t : i1, [
    default: ^bb1(%a : i32),
    0: ^bb2,
    1: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  return
}
// -----
func.func private @use(i128)
func.func @const_i128(%a: i128, %b: i128) {
  %c = arith.constant -3 : i128
  cf.switch %c : i128, [
    default: ^bb1(%a : i128),
    3: ^bb2,
    -3: ^bb1(%b : i128)
  ]
^bb1(%x: i128):
  func.call @use(%x) : (i128) -> ()
  return
^bb2:
  return
}
// -----
func.func private @use(i128)
func.func @drop_i128(%f: i128, %a: i128) {
  cf.switch %f : i128, [
    default: ^bb1,
    -3: ^bb1,
    4: ^bb2(%a : i128),
    -5: ^bb2(%f : i128)
  ]
^bb1:
  return
^bb2(%x: i128):
  func.call @use(%x) : (i128) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_case_operands(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb4,
    7: ^bb3,
    3: ^bb1(%a : i32)
  ]
^bb1(%y: i32):
  cf.switch %f : i32, [
    default: ^bb2(%y : i32),
    3: ^bb2(%b : i32),
    3: ^bb3
  ]
^bb2(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb3:
  func.call @use(%f) : (i32) -> ()
  return
^bb4:
  return
}
// -----
func.func private @use(i32)
func.func @same_flag_default_two_edges(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%b : i32),
    2: ^bb4
  ]
^bb1(%z: i32):
  func.call @use(%z) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3,
    2: ^bb3
  ]
^bb2:
  func.call @use(%b) : (i32) -> ()
  return
^bb3:
  func.call @use(%a) : (i32) -> ()
  return
^bb4:
  return
}
// -----
func.func private @use(i32)
func.func @cond_br_pred(%c: i1, %f: i32, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb2,
    1: ^bb3
  ]
^bb2:
  func.call @use(%f) : (i32) -> ()
  return
^bb3:
  return
}
// -----
func.func private @use(i32)
func.func @pass_through_then_drop(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb3(%a : i32),
    1: ^bb1,
    2: ^bb2(%b : i32)
  ]
^bb1:
  cf.br ^bb3(%a : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}
// -----
func.func private @use(i32)
func.func @pass_through_attrs(%f: i32, %a: i32) {
  "cf.switch"(%f, %a)[^bb3, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[5, 6]> : tensor<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> {tag = 1 : i64} : (i32, i32) -> ()
^bb1(%x: i32):
  cf.br ^bb3
^bb2:
  func.call @use(%a) : (i32) -> ()
  return
^bb3:
  func.call @use(%f) : (i32) -> ()
  return
}
