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
