%0 = "tst.d"() : () -> tensor<2xvector<4xf16>>
%1 = "tst.d"() : () -> memref<?xvector<2xi8>>
%2 = "tst.d"() : () -> !foo.box<tensor<*x!foo.inner<i32>>>
%3 = "tst.d"() : () -> ((tuple<>) -> (index, i1))
