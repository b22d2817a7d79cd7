// leading comment
   "tst.a"()   // trailing comment
     {k = 1} :
  () -> ()   // more

// end
