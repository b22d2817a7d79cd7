"tst.props"() <{prop = 1 : i32, other = [@a]}> {attr = "d"} : () -> ()
%0 = "tst.p2"() <{p = dense<0> : vector<2xi8>}> : () -> i1
