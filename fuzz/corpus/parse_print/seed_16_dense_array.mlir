"tst.da"() {a = array<i32: 1, -2, 3>, b = array<i1: true, false>, c = array<f32: 1.5, -0.0>, d = array<i64>, e = array<f64: 1.0e3>, f = array<i8: 127, -128>} : () -> ()
