
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i1, %x: f32) {
  scf.for unsigned %i = %lb to %ub step %s {
    "test.foo"(%i) : (index) -> ()
  } {foo = 1}
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%acc = %x, %acc2 = %a) -> (f32, i32) {
    scf.yield %acc, %acc2 : f32, i32
  } {bar}
  %w:2 = scf.while (%arg1 = %x, %arg2 = %a) : (f32, i32) -> (f32, i32) {
    scf.condition(%c) %arg1, %arg2 : f32, i32
  } do {
  ^bb0(%arg3: f32, %arg4: i32):
    scf.yield %arg3, %arg4 : f32, i32
  } attributes {baz}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e:2 = scf.execute_region -> (i32, f32) no_inline {
    scf.yield %a, %x : i32, f32
  }
  %e2 = scf.execute_region -> (i32) {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  %e3 = scf.execute_region -> (i32) {
    scf.yield %a : i32
  } {no_inline}
  %f = scf.execute_region -> ((i32) -> i32) {
    %q = "test.q"() : () -> ((i32) -> i32)
    scf.yield %q : (i32) -> i32
  }
  %r3 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  } {attr}
  scf.if %c {
    scf.yield
  }
  return
}
