%0 = "tst.o"() : () -> !foo.bar<1, "x", [a, b]>
%1 = "tst.o"() : () -> !foo.baz
%2 = "tst.o"() : () -> !foo<"raw text here">
%3 = "tst.o"(%0) : (!foo.bar<1, "x", [a, b]>) -> !foo.nested<<a>, {b}, (c)>
