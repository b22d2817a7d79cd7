"tst.l"() ({
^bb0(%a: i32 loc("arg.c":1:2)):
  "tst.a"() : () -> () loc(unknown)
  "tst.b"() : () -> () loc("f.c":10:20)
  "tst.c"() : () -> () loc("f.c":1:2 to 3:4)
  "tst.d"() : () -> () loc("f.c":1:2 to :9)
  "tst.e"() : () -> () loc(callsite("callee.c":1:1 at "caller.c":2:2))
  "tst.f"() : () -> () loc(fused["a.c":1:1, unknown, "name"])
  "tst.g"() : () -> () loc(fused<"meta">["a.c":1:1])
  "tst.h"() : () -> () loc("named"("inner.c":5:6))
  "tst.i"() : () -> () loc("justname")
}) : () -> () loc(#l1)
#l1 = loc("alias.c":7:8)
