func.func @main() {
  %f = arith.constant dense<[1.5, -2.7, 300.9, -1.0e4]> : vector<4xf64>
  %a = arith.fptosi %f : vector<4xf64> to vector<4xi16>
  vector.print %a : vector<4xi16>
  %fu = arith.constant dense<[1.5, 2.7, 200.9, 0.0]> : vector<4xf64>
  %b = arith.fptoui %fu : vector<4xf64> to vector<4xi8>
  vector.print %b : vector<4xi8>
  %i = arith.constant dense<[1, -2, 300, -70000, 5, 255, 128, 127]> : vector<8xi32>
  %c = arith.trunci %i : vector<8xi32> to vector<8xi8>
  vector.print %c : vector<8xi8>
  %t1 = arith.trunci %i : vector<8xi32> to vector<8xi1>
  vector.print %t1 : vector<8xi1>
  %e = arith.extui %t1 : vector<8xi1> to vector<8xi32>
  vector.print %e : vector<8xi32>
  %es = arith.extsi %t1 : vector<8xi1> to vector<8xi16>
  vector.print %es : vector<8xi16>
  %m2 = arith.cmpi slt, %i, %e : vector<8xi32>
  %ad = arith.addi %t1, %m2 : vector<8xi1>
  vector.print %ad : vector<8xi1>
  %cm = arith.cmpi ult, %t1, %m2 : vector<8xi1>
  vector.print %cm : vector<8xi1>
  %uf = arith.uitofp %c : vector<8xi8> to vector<8xf32>
  vector.print %uf : vector<8xf32>
  %u1 = arith.uitofp %t1 : vector<8xi1> to vector<8xf32>
  vector.print %u1 : vector<8xf32>
  %s1 = arith.sitofp %t1 : vector<8xi1> to vector<8xf32>
  vector.print %s1 : vector<8xf32>
  %w = arith.constant dense<[3, 10, 7, 9, 1, 12, 15, 2, 3, 5, 7, 9, 1, 11, 15, 4]> : vector<16xi16>
  %sh = arith.shrui %w, %w : vector<16xi16>
  vector.print %sh : vector<16xi16>
  %r = arith.remsi %w, %w : vector<16xi16>
  vector.print %r : vector<16xi16>
  %q = arith.constant dense<[7, 3, -8, 100]> : vector<4xi32>
  %q2 = arith.constant dense<[2, -3, 3, 9]> : vector<4xi32>
  %ru = arith.remui %q, %q2 : vector<4xi32>
  vector.print %ru : vector<4xi32>
  %dv = arith.divsi %q, %q2 : vector<4xi32>
  vector.print %dv : vector<4xi32>
  %p = arith.constant dense<[1.25, -3.5, 7.0e9]> : vector<3xf32>
  %pi = arith.fptosi %p : vector<3xf32> to vector<3xi64>
  vector.print %pi : vector<3xi64>
  %pp = arith.constant dense<[1.25, 3.5, 4.0e9]> : vector<3xf32>
  %pu = arith.fptoui %pp : vector<3xf32> to vector<3xi32>
  vector.print %pu : vector<3xi32>
  %l = arith.constant dense<[-1, 9007199254740993]> : vector<2xi64>
  %lf = arith.uitofp %l : vector<2xi64> to vector<2xf32>
  vector.print %lf : vector<2xf32>
  %lsf = arith.sitofp %l : vector<2xi64> to vector<2xf64>
  vector.print %lsf : vector<2xf64>
  %x8 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -128]> : vector<32xi8>
  %x1 = arith.trunci %x8 : vector<32xi8> to vector<32xi1>
  %x2 = arith.xori %x1, %x1 : vector<32xi1>
  %x3 = arith.extui %x1 : vector<32xi1> to vector<32xi8>
  vector.print %x3 : vector<32xi8>
  %x4 = arith.muli %x8, %x8 : vector<32xi8>
  vector.print %x4 : vector<32xi8>
  %x5 = arith.sitofp %x8 : vector<32xi8> to vector<32xf32>
  %x6 = arith.cmpi sgt, %x1, %x2 : vector<32xi1>
  vector.print %x6 : vector<32xi1>
  %x7 = arith.divui %x8, %x8 : vector<32xi8>
  vector.print %x7 : vector<32xi8>
  %h = arith.constant dense<[1.5, -2.5, 65504.0, 3.0e9]> : vector<4xf32>
  %h1 = arith.fptosi %h : vector<4xf32> to vector<4xi64>
  vector.print %h1 : vector<4xi64>
  %h2 = arith.extf %h : vector<4xf32> to vector<4xf64>
  %h3 = arith.fptosi %h2 : vector<4xf64> to vector<4xi64>
  vector.print %h3 : vector<4xi64>
  %h4 = arith.sitofp %h3 : vector<4xi64> to vector<4xf32>
  vector.print %h4 : vector<4xf32>
  %ix = arith.constant dense<[3, -4]> : vector<2xindex>
  %ix2 = arith.remsi %ix, %ix : vector<2xindex>
  %ix3 = arith.index_cast %ix : vector<2xindex> to vector<2xi16>
  vector.print %ix3 : vector<2xi16>
  %ix4 = arith.muli %ix, %ix : vector<2xindex>
  vector.print %ix4 : vector<2xindex>
  return
}
