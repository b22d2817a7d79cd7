%0 = "tst.m"() : () -> memref<4x4xf32>
%1 = "tst.m"() : () -> memref<?x8xf32, strided<[8, 1], offset: ?>>
%2 = "tst.m"() : () -> memref<4x?xi8, affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>, 3>
%3 = "tst.m"() : () -> memref<*xf16, 1>
%4 = "tst.m"() : () -> memref<2xindex, strided<[?]>, "gpu">
%5 = "tst.m"() : () -> memref<f32, "gpu">
