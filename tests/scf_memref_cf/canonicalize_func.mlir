// Canonicalization of func: a func.call_indirect of a func.constant becomes a func.call (its other attributes dropped), for zero, one or several results; func.constant folds (hoisted and deduplicated); an indirect call of a function argument is kept.
func.func private @f(i32) -> i32
func.func @known_callee(%x: i32) -> i32 {
  %r0 = arith.addi %x, %x : i32
  %c = func.constant @f : (i32) -> i32
  %r = func.call_indirect %c(%r0) {foo = 1 : i32, arg_attrs = [{a.b}], res_attrs = [{}]} : (i32) -> i32
  %c2 = func.constant @f : (i32) -> i32
  %r2 = func.call_indirect %c2(%r) : (i32) -> i32
  return %r2 : i32
}
// -----
func.func private @g()
func.func private @h(f32, index) -> (i1, f32)
func.func @no_results_and_two(%x: f32, %i: index) -> (i1, f32) {
  %g = func.constant @g : () -> ()
  func.call_indirect %g() : () -> ()
  %h = func.constant @h : (f32, index) -> (i1, f32)
  %a, %b = func.call_indirect %h(%x, %i) : (f32, index) -> (i1, f32)
  return %a, %b : i1, f32
}
// -----
func.func private @f(i32) -> i32
func.func @argument_callee(%c: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %c(%x) : (i32) -> i32
  return %r : i32
}
// -----
func.func private @f(i32) -> i32
func.func @escaping_constant(%x: i32) -> (i32, (i32) -> i32) {
  %y = arith.addi %x, %x : i32
  %c = func.constant @f : (i32) -> i32
  %c2 = func.constant @f : (i32) -> i32
  return %y, %c2 : i32, (i32) -> i32
}
// -----
func.func private @f(i32) -> i32
func.func @nested(%b: i1, %x: i32) -> i32 {
  %c = func.constant @f : (i32) -> i32
  %r = scf.if %b -> i32 {
    %c3 = func.constant @f : (i32) -> i32
    %y = func.call_indirect %c3(%x) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %y = func.call_indirect %c(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
