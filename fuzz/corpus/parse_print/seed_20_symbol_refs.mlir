"tst.sym"() {a = @a, b = @a::@b::@c, c = @"quoted sym", d = [@x, @"y"::@z]} : () -> ()
