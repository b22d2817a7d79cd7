"tst.t"() {a = tuple<>, b = tuple<i32, tuple<f32, none>>, c = (i32, f32) -> i1, d = () -> (), e = (i8) -> ((i1) -> i2), f = none} : () -> ()
