
// Nested loops, while with different before/after types, multi-block execute_region.
func.func @nest(%n: index, %c: i1, %f: f32, %i: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %x = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
    %t = scf.for %y = %x to %n step %c1 iter_args(%acc2 = %acc) -> (f32) {
      %u = arith.addf %acc2, %acc2 : f32
      scf.yield %u : f32
    }
    scf.yield %t : f32
  }
  %w:2 = scf.while (%a = %i) : (i32) -> (f32, i32) {
    %cond = arith.cmpi slt, %a, %a : i32
    scf.condition(%cond) %f, %a : f32, i32
  } do {
  ^bb0(%b: f32, %d: i32):
    %e = arith.addi %d, %d : i32
    scf.yield %e : i32
  }
  %v = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%s : f32)
  ^bb2:
    cf.br ^bb3(%w#0 : f32)
  ^bb3(%z: f32):
    scf.yield %z : f32
  }
  return %v : f32
}
