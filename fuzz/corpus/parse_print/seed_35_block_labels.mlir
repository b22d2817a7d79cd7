"tst.loop"() ({
  "tst.br"()[^header] : () -> ()
^header:
  "tst.br"()[^body, ^exit] : () -> ()
^body:
  "tst.br"()[^header] : () -> ()
^exit:
  "tst.end"() : () -> ()
}) : () -> ()
