
func.func @t(%f: i1) {
  cf.switch %f : i1, [
    default: ^bb1,
    1: ^bb1,
    -1: ^bb1
  ]
^bb1:
  return
}
