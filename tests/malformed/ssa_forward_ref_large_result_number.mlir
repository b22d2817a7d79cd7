// forward reference with a large result number is an undeclared name
// flags: --allow-unregistered-dialect
"t.a"(%x#10000000) : (i1) -> ()
%x = "t.b"() : () -> i1
