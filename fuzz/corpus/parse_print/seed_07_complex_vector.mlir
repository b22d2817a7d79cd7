"tst.v"() : () -> (complex<f32>, complex<i16>, vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[8]xi1>, vector<f64>)
