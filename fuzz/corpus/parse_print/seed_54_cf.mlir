
// cf.switch: default only, case lists with operands, negative and wide values (printed
// unsigned), duplicate values, attributes.
func.func @switches(%flag: i32, %a: i32, %b: i32, %c: i32, %f8: i8, %f64: i64) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    -3: ^bb3(%c, %a : i32, i32)
  ]
^bb1(%x: i32):
  cf.switch %f8 : i8, [
    default: ^bb2
  ]
^bb2:
  cf.switch %f8 : i8, [
    default: ^bb2,
    -1: ^bb4,
    255: ^bb4,
    300: ^bb5
  ] {foo}
^bb3(%y: i32, %z: i32):
  cf.switch %f64 : i64, [
    default: ^bb4,
    -9223372036854775808: ^bb5,
    0: ^bb4
  ]
^bb4:
  return
^bb5:
  return
}
