func.func @a(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32):
  return
}
// -----
func.func @b(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}
// -----
func.func @c(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1(%x: i32):
  return
}
// -----
func.func @d(%a: i32, %c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return
}
// -----
func.func @e(%a: i32, %c: i1) {
  cf.cond_br %c weights([0, 0]), ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return
}
// -----
func.func @f(%a: i32, %c: i1) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb1] : (i1, i32) -> ()
^bb1(%x: i32):
  return
}
// -----
func.func @g(%a: i32, %c: i1) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i1, i32) -> ()
^bb1(%x: i32):
  return
}
// -----
func.func @h(%a: i32, %c: i32) {
  cf.assert %c, "x"
  return
}
// -----
func.func @i(%a: i32, %c: i1) {
  cf.assert %c, 3
  return
}
// -----
func.func @j(%a: i32, %c: i1) {
  "cf.assert"(%c) : (i1) -> ()
  return
}
// -----
func.func @k(%a: i32, %c: i1) {
  cf.br ^bb1 ^bb2
^bb1:
  return
}
// -----
func.func @l(%a: i32, %c: i1) {
  "cf.br"() [^bb1, ^bb1] : () -> ()
^bb1:
  return
}
// -----
func.func @m(%a: i32, %c: i1) {
  cf.cond_br %c weights([1, 2]) ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @n(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a), ^bb1
^bb1:
  return
}
// -----
func.func @o(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32, i32), ^bb1
^bb1:
  return
}
// -----
func.func @p(%a: i32, %c: i1) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>, branch_weights = array<i64: 1, 1>}> : (i1, i32) -> ()
^bb1(%x: i32):
  return
}
// -----
func.func @a(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1
  ]
^bb1(%x: i32):
  return
}
// -----
func.func @b(%flag: i32, %a: i64) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i64)
  ]
^bb1(%x: i32):
  return
}
// -----
func.func @c(%flag: i32) {
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @d(%flag: i32) {
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @e(%flag: i32, %a: i32) {
  "cf.switch"(%flag, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%flag: f32) {
  cf.switch %flag : f32, [
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @g(%flag: i32) {
  cf.switch %flag : i32, [
    default ^bb1
  ]
^bb1:
  return
}
// -----
func.func @h(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    x: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @i(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    4: ^bb1
^bb1:
  return
}
// -----
func.func @j(%flag: i32) {
  cf.switch %flag : i32, [
    4: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @k(%flag: i32) {
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @m(%flag: i32) {
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<[1]> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @n(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    99999999999: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @o(%flag: i32) {
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @p(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32, i32)
  ]
^bb1(%x: i32):
  return
}
// -----
func.func @q(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1]
^bb1:
  return
}
// -----
func.func @l(%f: f32) {
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}
// -----
func.func @a(%f: i32) {
  "cf.switch"()[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}
// -----
func.func @b(%f: i32) {
  "cf.switch"(%f) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}
// -----
func.func @c(%f: i32) {
  "cf.switch"(%f, %f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 5>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}
