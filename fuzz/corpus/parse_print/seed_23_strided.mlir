"tst.st"() {a = strided<[1]>, b = strided<[?, 4], offset: 7>, c = strided<[], offset: ?>} : () -> ()
