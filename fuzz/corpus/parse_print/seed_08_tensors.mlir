%0 = "tst.t"() : () -> tensor<?x4xf32>
%1 = "tst.t"() : () -> tensor<*xi8>
%2 = "tst.t"() : () -> tensor<f32>
%3 = "tst.t"() : () -> tensor<2x?x0xcomplex<f64>, "enc">
%4 = "tst.t"() : () -> tensor<8xi32, #foo.layout<1, 2>>
