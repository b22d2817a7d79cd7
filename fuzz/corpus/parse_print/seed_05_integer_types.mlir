"tst.types"() {a = i1, b = i7, c = si32, d = ui64, e = index, f = i128, g = si1, h = ui8, i = i0} : () -> ()
