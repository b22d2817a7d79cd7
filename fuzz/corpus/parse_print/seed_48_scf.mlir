// scf: for (index and integer IVs, unsigned, iter_args), if (results, else, elided yields), while/condition, execute_region
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i1, %x: f32) -> f32 {
  scf.for %i = %lb to %ub step %s {
  }
  %r = scf.for %i = %a to %b step %b iter_args(%acc = %x) -> (f32) : i32 {
    scf.yield %acc : f32
  }
  scf.for unsigned %i = %a to %b step %b : i32 {
  }
  %r2 = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  scf.if %c {
  }
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  }
  %w = scf.while (%arg1 = %x) : (f32) -> f32 {
    scf.condition(%c) %arg1 : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  scf.execute_region {
    scf.yield
  } {foo}
  return %r2 : f32
}
