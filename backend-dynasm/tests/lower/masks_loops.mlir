// Masks converted between lane widths, and loop edge cases (i32 induction
// variables, negative bounds, zero trips, steps that do not divide, the
// unrolled path with a dynamic bound).
func.func @masks(%a: vector<4xf64>, %b: vector<4xf64>, %x: vector<8xi32>) {
  %m = arith.cmpf olt, %a, %b : vector<4xf64>
  %p = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %q = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  %s = arith.select %m, %p, %q : vector<4xi1>, vector<4xf32>
  vector.print %s : vector<4xf32>
  %z = arith.constant dense<0> : vector<8xi32>
  %m8 = arith.cmpi sgt, %x, %z : vector<8xi32>
  %h = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi16>
  %h2 = arith.constant dense<[-1, -2, -3, -4, -5, -6, -7, -8]> : vector<8xi16>
  %sh = arith.select %m8, %h, %h2 : vector<8xi1>, vector<8xi16>
  vector.print %sh : vector<8xi16>
  %d = arith.constant dense<[1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]> : vector<8xf32>
  %c3 = arith.constant 3 : index
  %cm = vector.create_mask %c3 : vector<8xi1>
  %both = arith.andi %m8, %cm : vector<8xi1>
  vector.print %both : vector<8xi1>
  %wm = arith.cmpi slt, %h, %h2 : vector<8xi16>
  %nd = arith.select %wm, %d, %d : vector<8xi1>, vector<8xf32>
  vector.print %nd : vector<8xf32>
  %bytes = arith.constant dense<[1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8]> : vector<32xi8>
  %zb = arith.constant dense<0> : vector<32xi8>
  %mb = arith.cmpi sge, %bytes, %zb : vector<32xi8>
  vector.print %mb : vector<32xi1>
  %e = vector.extract %mb[5] : i1 from vector<32xi1>
  vector.print %e : i1
  return
}

func.func @loops(%lo: i32, %hi: i32, %st: i32, %n: index) {
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lo to %hi step %st iter_args(%acc = %z) -> (i32) : i32 {
    %t = arith.addi %acc, %i : i32
    scf.yield %t : i32
  }
  vector.print %r : i32
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s = scf.for %j = %c0 to %n step %c3 iter_args(%a = %f0) -> (f32) {
    %b = arith.addf %a, %one : f32
    scf.yield %b : f32
  }
  vector.print %s : f32
  return
}

func.func @main() {
  %a = arith.constant dense<[1.0, 5.0, 0x7FF8000000000000, -1.0]> : vector<4xf64>
  %b = arith.constant dense<[2.0, 4.0, 1.0, -0.5]> : vector<4xf64>
  %x = arith.constant dense<[1, -1, 0, 5, -5, 7, 0, 9]> : vector<8xi32>
  func.call @masks(%a, %b, %x) : (vector<4xf64>, vector<4xf64>, vector<8xi32>) -> ()
  %m5 = arith.constant -5 : i32
  %p7 = arith.constant 7 : i32
  %s2 = arith.constant 2 : i32
  %s100 = arith.constant 100 : i32
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : index
  %c13 = arith.constant 13 : index
  func.call @loops(%m5, %p7, %s2, %c10) : (i32, i32, i32, index) -> ()
  func.call @loops(%p7, %m5, %s2, %c0) : (i32, i32, i32, index) -> ()
  func.call @loops(%m5, %p7, %s100, %c13) : (i32, i32, i32, index) -> ()
  return
}
