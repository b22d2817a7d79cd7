"tst.n"() {"a b" = 1, "c\"d" = 2, e.f = 3, _g = 4, h$ = 5} : () -> ()
%0 = "ts\"t.q"() : () -> !foo<"esc\"aped">
