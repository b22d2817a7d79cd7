// arith.mulsi_extended / mului_extended on i64 (the 128-bit product's high
// half) and the extended ops on vectors, on run-time values.
func.func @wide(%a: i64, %b: i64) {
  %l, %h = arith.mulsi_extended %a, %b : i64
  %ul, %uh = arith.mului_extended %a, %b : i64
  vector.print %l : i64
  vector.print %h : i64
  vector.print %ul : i64
  vector.print %uh : i64
  %ia = arith.index_cast %a : i64 to index
  %ib = arith.index_cast %b : i64 to index
  %il, %ih = arith.mului_extended %ia, %ib : index
  vector.print %ih : index
  return
}

func.func @vec(%a: vector<3xi32>, %b: vector<3xi32>, %c: vector<4xi64>, %d: vector<4xi64>, %e: vector<16xi8>, %f: vector<16xi8>, %g: vector<8xi16>, %h: vector<8xi16>) {
  %s, %o = arith.addui_extended %a, %b : vector<3xi32>, vector<3xi1>
  vector.print %s : vector<3xi32>
  vector.print %o : vector<3xi1>
  %l, %hi = arith.mulsi_extended %a, %b : vector<3xi32>
  vector.print %l : vector<3xi32>
  vector.print %hi : vector<3xi32>
  %ul, %uh = arith.mului_extended %a, %b : vector<3xi32>
  vector.print %uh : vector<3xi32>
  %s2, %o2 = arith.addui_extended %c, %d : vector<4xi64>, vector<4xi1>
  vector.print %s2 : vector<4xi64>
  vector.print %o2 : vector<4xi1>
  %l2, %h2 = arith.mulsi_extended %c, %d : vector<4xi64>
  vector.print %l2 : vector<4xi64>
  vector.print %h2 : vector<4xi64>
  %ul2, %uh2 = arith.mului_extended %c, %d : vector<4xi64>
  vector.print %uh2 : vector<4xi64>
  %s3, %o3 = arith.addui_extended %e, %f : vector<16xi8>, vector<16xi1>
  vector.print %s3 : vector<16xi8>
  vector.print %o3 : vector<16xi1>
  %l3, %h3 = arith.mulsi_extended %e, %f : vector<16xi8>
  vector.print %h3 : vector<16xi8>
  %ul3, %uh3 = arith.mului_extended %e, %f : vector<16xi8>
  vector.print %uh3 : vector<16xi8>
  %s4, %o4 = arith.addui_extended %g, %h : vector<8xi16>, vector<8xi1>
  vector.print %s4 : vector<8xi16>
  vector.print %o4 : vector<8xi1>
  %l4, %h4 = arith.mulsi_extended %g, %h : vector<8xi16>
  vector.print %l4 : vector<8xi16>
  vector.print %h4 : vector<8xi16>
  %ul4, %uh4 = arith.mului_extended %g, %h : vector<8xi16>
  vector.print %uh4 : vector<8xi16>
  // a carry used as a mask, and an n-D / wider-than-native vector
  %sel = arith.select %o, %a, %b : vector<3xi1>, vector<3xi32>
  vector.print %sel : vector<3xi32>
  %cc = vector.shuffle %c, %d [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi64>, vector<4xi64>
  %dd = vector.shuffle %d, %c [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi64>, vector<4xi64>
  %l5, %h5 = arith.mului_extended %cc, %dd : vector<8xi64>
  vector.print %h5 : vector<8xi64>
  %s6, %o6 = arith.addui_extended %cc, %dd : vector<8xi64>, vector<8xi1>
  vector.print %o6 : vector<8xi1>
  return
}

func.func @main() {
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %m1 = arith.constant -1 : i64
  %three = arith.constant 3 : i64
  %big = arith.constant -9223372036854775807 : i64
  %k = arith.constant 6148914691236517205 : i64
  %z = arith.constant 0 : i64
  func.call @wide(%big, %three) : (i64, i64) -> ()
  func.call @wide(%min, %min) : (i64, i64) -> ()
  func.call @wide(%min, %m1) : (i64, i64) -> ()
  func.call @wide(%max, %max) : (i64, i64) -> ()
  func.call @wide(%m1, %m1) : (i64, i64) -> ()
  func.call @wide(%k, %max) : (i64, i64) -> ()
  func.call @wide(%z, %m1) : (i64, i64) -> ()
  func.call @wide(%three, %big) : (i64, i64) -> ()
  %a = arith.constant dense<[-5, 7, 2147483647]> : vector<3xi32>
  %b = arith.constant dense<[-1, 2, 65536]> : vector<3xi32>
  %c = arith.constant dense<[-9223372036854775808, 9223372036854775807, -1, 123456789012345]> : vector<4xi64>
  %d = arith.constant dense<[-9223372036854775808, -1, -1, -987654321098765]> : vector<4xi64>
  %e = arith.constant dense<[1, -1, 127, -128, 100, -100, 50, 0, 17, -17, 64, 2, -2, 3, 127, -128]> : vector<16xi8>
  %f = arith.constant dense<[1, -1, 127, -128, 100, 100, -50, 5, 15, -15, 64, -128, 127, 85, 1, -1]> : vector<16xi8>
  %g = arith.constant dense<[1, -1, 32767, -32768, 1000, -1000, 300, 0]> : vector<8xi16>
  %h = arith.constant dense<[1, -1, 32767, -32768, 1000, 1000, -300, 5]> : vector<8xi16>
  func.call @vec(%a, %b, %c, %d, %e, %f, %g, %h) : (vector<3xi32>, vector<3xi32>, vector<4xi64>, vector<4xi64>, vector<16xi8>, vector<16xi8>, vector<8xi16>, vector<8xi16>) -> ()
  return
}
