
// Aliases numbered in the order the custom printers print types.
#m0 = affine_map<(d0) -> (d0 + 1)>
#m1 = affine_map<(d0) -> (d0 + 2)>
#m2 = affine_map<(d0) -> (d0 + 3)>
!t = tuple<i32, f32>
func.func @alias(%a: memref<4xf32, #m0>, %b: memref<4xf32, #m1>, %lb: i64, %c: i1) {
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%x = %b, %y = %a) -> (memref<4xf32, #m1>, memref<4xf32, #m0>) : i64 {
    %t = "test.make"() : () -> !t
    %z = scf.if %c -> (memref<4xf32, #m2>) {
      %q = "test.q"() : () -> memref<4xf32, #m2>
      scf.yield %q : memref<4xf32, #m2>
    } else {
      %q = "test.q"() : () -> memref<4xf32, #m2>
      scf.yield %q : memref<4xf32, #m2>
    }
    scf.yield %x, %y : memref<4xf32, #m1>, memref<4xf32, #m0>
  }
  %w = scf.while (%v = %r#1) : (memref<4xf32, #m0>) -> memref<4xf32, #m0> {
    scf.condition(%c) %v : memref<4xf32, #m0>
  } do {
  ^bb0(%v2: memref<4xf32, #m0>):
    scf.yield %v2 : memref<4xf32, #m0>
  }
  return
}
