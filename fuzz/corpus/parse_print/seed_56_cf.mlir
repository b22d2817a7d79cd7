
func.func @u(%f: i128) {
  cf.switch %f : i128, [
    default: ^bb1,
    -1: ^bb1
  ]
^bb1:
  return
}
