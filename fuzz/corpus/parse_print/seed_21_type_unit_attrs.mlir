"tst.ta"() {a = i32, b = memref<2xf32>, c = !foo.t, d, e = unit, f = (i1) -> (), g = vector<4xi8>} : () -> ()
